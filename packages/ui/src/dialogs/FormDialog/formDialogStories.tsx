/**
 * The story set of docs/adding-a-dialog.md §4 for every dialog on {@link FormDialog}, written once:
 * each dialog's stories file keeps its own `meta`, says what differs (how to find, fill and check
 * the dialog, its labels, its payloads) and exports these stories, beside the ones only it has. Each
 * story's play function stands in the stories file: it is the story's `steps` (`play: steps.X`),
 * which assert all that every form dialog shares, or calls them and then asserts what is the
 * dialog's own (the Filled story: exactly its payload).
 */
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FormRefusalInit } from './FormRefusal';
import {
  answerStories,
  blur,
  button,
  clickOutside,
  expectText,
  expectFailure,
  expectPendingConfirm,
  findDialog,
  keyboardJourney,
  refusal,
  typeInto,
  splitSteps,
  withTrigger,
  type DialogCallbacks,
  type Field,
  type SetStory,
} from './storyHelpers';

/** A story of the set and its steps; each dialog's stories file exports it under its `meta`, writing its play function. */
export type FormStory<P, X extends readonly unknown[] = []> = SetStory<P, X>;
type Check<P> = (d: HTMLElement, args: P) => Promise<void>;

/** What the story set needs to know of one dialog (English texts unless said otherwise). */
export interface FormStoryConfig<P extends DialogCallbacks> {
  /** The dialog component itself (not the lazy chunk). */
  Dialog: ComponentType<P>;
  /** The dialog's accessible name as the meta's args open it (English and German where one pattern serves). */
  name: string | RegExp;
  /** The confirm action's label. */
  confirm: string;
  /** The cancel action's label. */
  cancel: string;
  /** The field the focus starts on. */
  first: Field;
  /** The Empty story, after the focus is on the first field: what shows with nothing entered. */
  empty: (d: HTMLElement) => Promise<void>;
  /** The confirm action is disabled until something is ticked (FormDialog's `isConfirmDisabled`). @default false */
  isConfirmDisabledEmpty?: boolean;
  /** Enters the Filled payload with the pointer. */
  fill: (d: HTMLElement) => Promise<void>;
  /** What `fill` entered is all still there (after a refusal or a failure). */
  kept: (d: HTMLElement) => Promise<void>;
  /** The Filled story: what shows once filled, before the confirm. */
  filledCheck?: Check<P>;
  /**
   * The InvalidSubmit story: its args, what it enters before the submit (`prepare`), the error shown
   * (`count` times when given), the first invalid field that takes the focus (the first field unless
   * given), what else it checks, and whether it ends by taking the focus away. Absent when the
   * dialog's InvalidSubmit story is its own (a confirm disabled while invalid).
   */
  invalid?: { args?: Partial<P>; prepare?: Check<P>; message: string; count?: number; field?: Field; check?: Check<P>; blur?: boolean };
  /**
   * The RefusedFieldErrors story: the server's errors, the one shown beside its field, the field that
   * takes the focus, what else it checks, and whether it ends by taking the focus away.
   */
  refusedFieldErrors: {
    errors: NonNullable<FormRefusalInit['errors']>;
    shown: string;
    field: Field;
    check?: (d: HTMLElement) => Promise<void>;
    blur?: boolean;
  };
  /** The refusal message of the RefusedMessage story, as the server says it. */
  refusedMessage: string;
  /**
   * The German story: long German args, the title, what it does before the submit (`prepare`), the
   * labels and the error the submit shows (`count` times when given), what else it checks (after the
   * error). Absent when the dialog's German story is its own.
   */
  german?: {
    args: Partial<P>;
    title?: string;
    prepare?: Check<P>;
    confirm: string;
    cancel: string;
    message: string;
    count?: number;
    check?: Check<P>;
  };
  /**
   * The Keyboard story: the button that opens it, its args, `walk` (from the first field, with the
   * focus there; ends where Escape closes it) and `enter` (opened again, with the focus on the first
   * field: fills with the keyboard, ends with the focus on the confirm action), the payload Enter sends.
   */
  keyboard: { trigger: string; args?: Partial<P>; walk: Check<P>; enter: Check<P>; payload: unknown };
  /**
   * The OutsideClickKeepsIt story: its args and the field changed before the click: `text`
   * half-typed into it, unless `change` and `kept` say how to change it and see it is still changed.
   * Absent for a dialog a click outside closes (its OutsideClickCloses story is its own).
   */
  outsideClick?: {
    args?: Partial<P>;
    field: Field;
    text?: string;
    change?: (field: HTMLElement) => Promise<void>;
    kept?: (field: HTMLElement) => Promise<void>;
  };
}

/** The stories of {@link formDialogStories}. */
export interface FormStories<P> {
  Empty: FormStory<P>;
  /** Its steps take exactly the payload the server's call takes (the contract test sends the same to the server). */
  Filled: FormStory<P, [payload: unknown]>;
  InvalidSubmit: FormStory<P>;
  Submitting: FormStory<P>;
  RefusedFieldErrors: FormStory<P>;
  RefusedMessage: FormStory<P>;
  UnexpectedFailure: FormStory<P>;
  German: FormStory<P>;
  Keyboard: FormStory<P>;
  OutsideClickKeepsIt: FormStory<P>;
}

/** What a dialog's own stories reuse of the set: finding the dialog, the submit and its answers. */
export interface FormStoryKit<P> {
  /** The open dialog. */
  dialog: () => Promise<HTMLElement>;
  /** Presses the confirm action (`label` in another language). */
  confirm: (d: HTMLElement, label?: string) => Promise<void>;
  /** Opens (finds) the dialog, fills it with the pointer and confirms. */
  fillAndConfirm: () => Promise<HTMLElement>;
  /** After a confirm whose answer never comes: pending, a second click sends nothing, Escape waits. Takes the focus away. */
  expectPending: Check<P>;
  /** After a confirm that failed on the network: "try again", no technical text; then `kept`. Takes the focus away. */
  expectFailure: (d: HTMLElement, kept: (d: HTMLElement) => Promise<void>) => Promise<void>;
}

/**
 * The story set of a form dialog (what each story is, and its steps: the stories file's play function
 * calls them), and the kit its own stories use.
 */
export function formDialogStories<P extends DialogCallbacks>(c: FormStoryConfig<P>) {
  const dialog = () => findDialog(c.name);
  const confirm = (d: HTMLElement, label = c.confirm) => userEvent.click(button(d, label));
  const first = (d: HTMLElement) => c.first(d);
  const WithTrigger = withTrigger(c.Dialog, c.keyboard.trigger);
  /** The args of a story that answers the submit its own way (any dialog's `onSubmit` takes a mock). */
  const answering = (onSubmit: DialogCallbacks['onSubmit']) => ({ onSubmit }) as unknown as Partial<P>;

  /** The field gets the focus (once it is there at all: a lazy field may take longer than a focus should). */
  async function expectFocus(field: Field, d: HTMLElement) {
    await field(d);
    await waitFor(async () => expect(await field(d)).toHaveFocus());
  }

  async function fillAndConfirm() {
    const d = await dialog();
    await c.fill(d);
    await confirm(d);
    return d;
  }

  /** The error `message` shows (`count` times when given). */
  async function expectErrors(d: HTMLElement, message: string, count?: number) {
    if (count === undefined) await expect(await within(d).findByText(message)).toBeVisible();
    else await waitFor(() => expect(within(d).getAllByText(message)).toHaveLength(count));
  }

  const expectPending = (d: HTMLElement, args: P) => expectPendingConfirm(d, args, c);

  const stories: FormStories<P> = {
    Empty: {
      play: async ({ args }) => {
        const d = await dialog();
        // The first field has the focus, so the keyboard starts where the work is.
        await expectFocus(first, d);
        await c.empty(d);
        if (c.isConfirmDisabledEmpty) await expect(button(d, c.confirm)).toBeDisabled();
        else await expect(button(d, c.confirm)).toBeEnabled();
        await expect(button(d, c.cancel)).toBeEnabled();
        // Opening sends nothing.
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    },

    Filled: {
      play: async ({ args }, payload) => {
        const d = await dialog();
        await c.fill(d);
        await c.filledCheck?.(d, args);
        await confirm(d);
        // Sent once, exactly the payload the stories file writes out.
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
        await expect(args.onSubmit).toHaveBeenCalledWith(payload);
      },
    },

    InvalidSubmit: {
      args: c.invalid?.args,
      play: async ({ args }) => {
        if (!c.invalid) throw new Error('No InvalidSubmit story config: the dialog writes its own InvalidSubmit story.');
        const { prepare, message, count, field = first, check } = c.invalid;
        const d = await dialog();
        await prepare?.(d, args);
        await confirm(d);
        // Every error shows; a submit while invalid sends nothing and focuses the first invalid field.
        await expectErrors(d, message, count);
        await expectFocus(field, d);
        await expect(args.onSubmit).not.toHaveBeenCalled();
        await check?.(d, args);
        if (c.invalid.blur) blur();
      },
    },

    ...answerStories<P>({ ...c, fillAndConfirm }),

    RefusedFieldErrors: {
      args: answering(refusal({ errors: c.refusedFieldErrors.errors })),
      play: async ({ args }) => {
        const d = await fillAndConfirm();
        await expect(await within(d).findByText(c.refusedFieldErrors.shown)).toBeVisible();
        await c.refusedFieldErrors.check?.(d);
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
        // Every entered value is kept; focus on the field to fix.
        await c.kept(d);
        await expectFocus(c.refusedFieldErrors.field, d);
        if (c.refusedFieldErrors.blur) blur();
      },
    },

    German: {
      globals: { locale: 'de' },
      args: c.german?.args,
      play: async ({ args }) => {
        if (!c.german) throw new Error('No German story config: the dialog writes its own German story.');
        const { title, prepare, confirm: confirmLabel, message, count, check, cancel } = c.german;
        const d = await dialog();
        if (title) await expect(within(d).getByRole('heading', { name: title })).toBeVisible();
        await prepare?.(d, args);
        await confirm(d, confirmLabel);
        await expectErrors(d, message, count);
        await check?.(d, args);
        await expect(button(d, cancel)).toBeVisible();
        await expect(args.onSubmit).not.toHaveBeenCalled();
        blur();
      },
    },

    Keyboard: {
      args: c.keyboard.args,
      render: (args) => <WithTrigger {...args} />,
      play: async (context) => {
        await keyboardJourney(context, {
          trigger: c.keyboard.trigger,
          dialog,
          walk: async (d, args) => {
            await expectFocus(first, d);
            await c.keyboard.walk(d, args);
          },
          enter: async (d, args) => {
            await expectFocus(first, d);
            await c.keyboard.enter(d, args);
            await expect(button(d, c.confirm)).toHaveFocus();
          },
          payload: c.keyboard.payload,
        });
        // Escape closed it once, without a cancel of its own.
        await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
      },
    },

    OutsideClickKeepsIt: {
      args: c.outsideClick?.args,
      play: async ({ args }) => {
        if (!c.outsideClick) throw new Error('No OutsideClickKeepsIt story config: a click outside closes this dialog.');
        const { change, kept, text = 'Half-typed' } = c.outsideClick;
        const d = await dialog();
        const field = await c.outsideClick.field(d);
        await (change ? change(field) : typeInto(field, text));
        // A click on the backdrop (outside the dialog) does not close it: the user would lose what they typed.
        await clickOutside(args, dialog);
        await (kept ? kept(field) : expectText(field, text));
        blur();
      },
    },
  };

  const kit: FormStoryKit<P> = { dialog, confirm, fillAndConfirm, expectPending, expectFailure };
  return { ...splitSteps(stories), kit };
}
