/**
 * What every dialog's stories do the same way, written once: find the dialog and its fields, open
 * it from a trigger as screens do, walk it with the keyboard, answer its submit (pending, refused,
 * failed), and leave a clean page for the screenshot.
 */
import type { StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactElement } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import type { AutocompleteLoader, AutocompleteOption } from '../../widgets/Autocomplete';
import { FormRefusal, type FormRefusalInit } from './FormRefusal';

/** The two callbacks every dialog takes. */
export interface DialogCallbacks {
  onSubmit: (payload: never) => Promise<void>;
  onCancel: () => void;
}

/** What a shared story's steps take of Storybook's context: the story's args and its canvas. */
export interface StepContext<A> {
  args: A;
  canvasElement: HTMLElement;
}

/**
 * The shared steps of a story of a set: a dialog's stories file writes each story's play function,
 * which is the steps (`play: steps.X`), or calls them with what is that dialog's own (`specific`:
 * the Filled payload, its intro, its German title), which they assert too.
 */
export type Step<A, X extends readonly unknown[] = []> = (context: StepContext<A>, ...specific: X) => Promise<void>;

/** A story of a shared set: what it is (args, render, globals) and its steps. */
export interface SetStory<A, X extends readonly unknown[] = []> {
  args?: Partial<A>;
  render?: (args: A) => ReactElement;
  globals?: Record<string, unknown>;
  play: Step<A, X>;
}

/** The steps of each story of a set, each taking what is the dialog's own where it asks for it. */
export type StepsOf<S> = { [K in keyof S]: S[K] extends { play: infer F } ? F : never };

/**
 * Splits a story set into what each story is (args, render, globals: spread into the stories file's
 * export) and its steps (the play function the stories file writes, or calls).
 */
export function splitSteps<S extends { [K in keyof S]: { play: (context: never, ...specific: never[]) => Promise<void> } }>(set: S) {
  type K = keyof S & string;
  // Untyped args: a dialog's meta types its callbacks as mocks, which the set's own args (a pending submit) are too.
  const stories = {} as Record<K, Omit<StoryObj, 'play'>>;
  const steps = {} as StepsOf<S>;
  for (const key of Object.keys(set) as K[]) {
    const { play, ...story } = set[key];
    stories[key] = story as Omit<StoryObj, 'play'>;
    steps[key] = play as StepsOf<S>[K];
  }
  return { stories, steps };
}

/** A field of an open dialog (its element; async while a lazy chunk, the rich-text editor, loads). */
export type Field = (d: HTMLElement) => HTMLElement | Promise<HTMLElement>;

/** The meta parameters of a dialog's stories: full screen, with the dialog's description for the docs page. */
export const dialogParameters = (component: string) => ({ layout: 'fullscreen', docs: { description: { component } } });

/** Takes the focus off whatever has it, so the screenshot shows no focus ring. */
export const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Finds the open dialog by its accessible name. */
export const findDialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** A name matcher for a field whose label may end in the required marker: the name starts with `label`. */
export const startsWith = (label: string) => (name: string) => name.startsWith(label);

/** A button of the dialog. */
export const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
/** A text box of the dialog, by its label (required or not). */
export const textbox = (d: HTMLElement, label: string | RegExp) =>
  within(d).getByRole('textbox', { name: typeof label === 'string' ? startsWith(label) : label });
/** A checkbox of the dialog. */
export const checkbox = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('checkbox', { name });
/** A radio of the dialog. */
export const radio = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('radio', { name });

/** Fixture rows (id, label, description) as the Autocomplete's options. */
export const asOptions = (list: readonly { id: number; label: string; description: string }[]): AutocompleteOption[] =>
  list.map((item) => ({ id: item.id, code: null, label: item.label, description: item.description }));

/** A fake server for an Autocomplete: filters by search, answers one page after a short delay. */
export function fakeLoader(all: readonly AutocompleteOption[]): AutocompleteLoader {
  return ({ search, page, pageSize }) =>
    new Promise((resolve) => {
      const matching = all.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()));
      setTimeout(() => resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length }), 20);
    });
}

/** `onSubmit` of a Submitting story: the answer never comes. */
export const pending = () => fn(() => new Promise<void>(() => {}));
/** `onSubmit` of a refusal story: the server's answer as a `FormRefusal`. */
export const refusal = (init: FormRefusalInit) => fn(() => Promise.reject(new FormRefusal(init)));
/** `onSubmit` of an UnexpectedFailure story: the network failed. */
export const failure = () => fn(() => Promise.reject(new Error('Failed to fetch')));

/**
 * After a confirm whose answer never comes: the confirm action pending, the cancel action disabled, a
 * second click sends nothing more, Escape waits for the answer. Takes the focus away.
 */
export async function expectPendingConfirm(d: HTMLElement, args: DialogCallbacks, labels: { confirm: string; cancel: string }) {
  const pendingConfirm = new RegExp(labels.confirm);
  await waitFor(() => expect(button(d, pendingConfirm)).toHaveAttribute('aria-disabled', 'true'));
  await expect(button(d, labels.cancel)).toBeDisabled();
  await userEvent.click(button(d, pendingConfirm));
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  await expect(args.onCancel).not.toHaveBeenCalled();
  blur();
}

/** After a confirm that failed on the network: "try again" without the technical text, then `kept`. Takes the focus away. */
export async function expectFailure(d: HTMLElement, kept: (d: HTMLElement) => Promise<void>) {
  const alert = await within(d).findByRole('alert');
  await expect(alert).toHaveTextContent('Your input is kept');
  await expect(alert).not.toHaveTextContent('Failed to fetch');
  await kept(d);
  blur();
}

/** The stories of the answers a filled dialog's confirm meets, in {@link answerStories}. */
export interface AnswerStories<A> {
  Submitting: SetStory<A>;
  RefusedMessage: SetStory<A>;
  UnexpectedFailure: SetStory<A>;
}

/**
 * The answer stories of the form and reason story sets, written once: Submitting (the answer never
 * comes), RefusedMessage (the server's message above the buttons) and UnexpectedFailure (the network
 * failed). Each fills and confirms with `fillAndConfirm`; the dialog stays open, sent once, and keeps
 * every entry (`kept`).
 */
export function answerStories<A extends DialogCallbacks>(c: {
  fillAndConfirm: () => Promise<HTMLElement>;
  kept: (d: HTMLElement) => Promise<void>;
  refusedMessage: string;
  confirm: string;
  cancel: string;
}): AnswerStories<A> {
  /** The args of a story that answers the submit its own way (any dialog's `onSubmit` takes a mock). */
  const answering = (onSubmit: DialogCallbacks['onSubmit']) => ({ onSubmit }) as Partial<A>;
  return {
    Submitting: {
      args: answering(pending()),
      // A second click sends nothing more; Escape waits for the answer.
      play: async ({ args }) => expectPendingConfirm(await c.fillAndConfirm(), args, c),
    },
    RefusedMessage: {
      args: answering(refusal({ message: c.refusedMessage })),
      play: async ({ args }) => {
        const d = await c.fillAndConfirm();
        await expect(await within(d).findByRole('alert')).toHaveTextContent(c.refusedMessage);
        await c.kept(d);
        blur();
        // Sent once; the refusal keeps the dialog open.
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      },
    },
    UnexpectedFailure: {
      args: answering(failure()),
      play: async ({ args }) => {
        await expectFailure(await c.fillAndConfirm(), c.kept);
        // Sent once; the failure keeps the dialog open.
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      },
    },
  };
}

/** Picks an option of a select with the pointer. */
export async function pick(trigger: HTMLElement, option: string | RegExp) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens a select with the arrow keys (the first option takes the focus), then presses `keys` (Enter picks). */
export async function pickWithKeys(keys = '{Enter}') {
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
  await userEvent.keyboard(keys);
}

/** Tabs once per element, each in turn having the focus. */
export async function tabOrder(...elements: readonly HTMLElement[]) {
  for (const element of elements) {
    await userEvent.tab();
    await expect(element).toHaveFocus();
  }
}

/** Tabs forward until `target` has the focus (at most `max` steps). */
export async function tabTo(target: HTMLElement, max = 12) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Types `text` into a field: a text box with the pointer, a rich-text box by clicking into it and typing. */
export async function typeInto(field: HTMLElement, text: string) {
  if (!field.isContentEditable) return userEvent.type(field, text);
  await userEvent.click(field);
  await userEvent.keyboard(text);
}

/** The field holds `text` (its value, or a rich-text box's content). */
export const expectText = (field: HTMLElement, text: string) =>
  field.isContentEditable ? expect(field).toHaveTextContent(text) : expect(field).toHaveValue(text);

/**
 * Clicks the backdrop, outside `dialog`: a dismissable dialog closes (the story's `onCancel`), any
 * other stays open without a cancel (001 §2.5). Says whether it stayed.
 */
export async function clickOutside(args: Pick<DialogCallbacks, 'onCancel'>, dialog: () => Promise<HTMLElement>, isDismissable = false) {
  await userEvent.click(document.body, { skipHover: true });
  if (isDismissable) {
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    return false;
  }
  await expect(await dialog()).toBeVisible();
  await expect(args.onCancel).not.toHaveBeenCalled();
  return true;
}

/** Escape closes the dialog opened from `trigger` without sending, and the focus returns to `trigger` (Keyboard stories). */
export async function escapeCloses(args: DialogCallbacks, trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(args.onCancel).toHaveBeenCalledTimes(1);
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * React Aria announced the confirm action pending and done by pointing at the button, which left
 * with the dialog: that stale announcement is not the page's content (see .storybook/vitest.setup.ts).
 */
export function clearStaleAnnouncements() {
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

/** The dialog's callbacks that close it: each calls the story's, then `close` (a submit once it succeeded). */
function closeOnAnswer(args: Partial<DialogCallbacks>, close: () => void): Partial<DialogCallbacks> {
  const { onCancel, onSubmit } = args;
  return {
    ...(onCancel && {
      onCancel: () => {
        onCancel();
        close();
      },
    }),
    ...(onSubmit && {
      onSubmit: async (payload: never) => {
        await onSubmit(payload);
        close();
      },
    }),
  };
}

/**
 * A button `label` that opens `Dialog`, mounted only while open as screens do (each opening starts
 * from the default values). `closing` gives the callbacks that close it, calling the story's first:
 * by default `onCancel` and `onSubmit` (once it succeeded).
 */
export function withTrigger<P extends object>(
  Dialog: ComponentType<P>,
  label: string,
  closing: (args: P, close: () => void) => Partial<P> = closeOnAnswer as unknown as (args: P, close: () => void) => Partial<P>,
) {
  return function WithTrigger(args: P) {
    const [isOpen, setOpen] = useState(false);
    const props = { ...args, ...closing(args, () => setOpen(false)) };
    return (
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {label}
        </Button>
        {isOpen ? <Dialog {...props} /> : null}
      </div>
    );
  };
}

/**
 * The frame of a Keyboard story: Tab reaches `trigger`, Enter opens the dialog, `walk` goes through
 * it from the focus it starts with, Escape closes it (the focus back on the trigger); Enter opens it
 * again, `enter` fills it with the keyboard and brings the focus to the confirm action, Enter sends
 * `payload` (and `further` arguments, where `onSubmit` takes more) and the focus returns to the trigger.
 */
export async function keyboardJourney<A extends DialogCallbacks>(
  { args, canvasElement }: { args: A; canvasElement: HTMLElement },
  journey: {
    trigger: string;
    dialog: () => Promise<HTMLElement>;
    walk: (d: HTMLElement, args: A) => Promise<void>;
    enter: (d: HTMLElement, args: A) => Promise<void>;
    payload: unknown;
    further?: readonly unknown[];
  },
) {
  const trigger = within(canvasElement).getByRole('button', { name: journey.trigger });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await journey.walk(await journey.dialog(), args);
  await escapeCloses(args, trigger);
  await userEvent.keyboard('{Enter}');
  await journey.enter(await journey.dialog(), args);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(journey.payload, ...(journey.further ?? [])));
  await waitFor(() => expect(trigger).toHaveFocus());
  trigger.blur();
  clearStaleAnnouncements();
}

/**
 * Tabs until `last` has the focus (at most `max` steps) and checks that the focus went through
 * `order` in that order (an element counts once, however many of its parts take the focus).
 */
export async function expectTabOrder(order: readonly HTMLElement[], last: HTMLElement, max = 30) {
  const reached: HTMLElement[] = [];
  for (let step = 0; step < max && document.activeElement !== last; step++) {
    await userEvent.tab();
    const owner = order.find((el) => el.contains(document.activeElement));
    if (owner && reached.at(-1) !== owner) reached.push(owner);
  }
  await expect(reached).toEqual(order);
}
