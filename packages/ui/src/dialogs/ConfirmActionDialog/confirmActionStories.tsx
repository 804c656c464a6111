/**
 * The story set of the confirm dialogs built on {@link ConfirmActionDialog}, written once: each
 * dialog's stories file keeps its own `meta` and exports these stories, given what differs (names,
 * the question, the payload, the German args). Each story's play function stands in the stories
 * file: it is the story's `steps` (`play: steps.X`), which assert all that every confirm dialog
 * shares, or calls them and then asserts what is the dialog's own (exactly the payload Yes sends,
 * its German title).
 */
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  blur,
  button,
  clearStaleAnnouncements,
  clickOutside,
  expectFailure,
  expectPendingConfirm,
  failure,
  findDialog,
  keyboardJourney,
  pending,
  refusal,
  splitSteps,
  tabOrder,
  tabTo,
  withTrigger,
  type SetStory,
} from '../FormDialog/storyHelpers';
import type { ConfirmActionPassThrough } from './ConfirmActionDialog';

type DialogProps = Pick<ConfirmActionPassThrough, 'onSubmit' | 'onCancel'>;
/** A story of the set and its steps; each dialog's stories file exports it under its `meta`, writing its play function. */
export type ConfirmActionStory<X extends readonly unknown[] = []> = SetStory<DialogProps, X>;

/** What the story set needs to know of one dialog (English texts unless said otherwise). */
export interface ConfirmActionStoryConfig<P extends DialogProps> {
  /** The dialog component itself (not the lazy chunk). */
  Dialog: ComponentType<P>;
  /** The dialog's accessible name, English and German. */
  name: RegExp;
  /** The sentence as shown with the meta's args. */
  message: RegExp;
  /** @default 'Yes' */
  confirm?: string;
  /** @default 'No' */
  cancel?: string;
  /** The button that opens it in the Keyboard story. */
  trigger: string;
  /** The dialog's fixtures: `filled` is exactly the payload Yes sends. */
  fixtures: { readonly filled: unknown };
  /** The refusal message of a repeat, as the server says it. */
  refusedMessage: string;
  /**
   * The server's error on the comment no field shows (the RefusedFieldErrors story): it shows as the
   * dialog's message. @default a comment too long
   */
  refusedFieldError?: string;
  /** Whether a click outside closes it (001 §2.5). @default false */
  isDismissable?: boolean;
  /** The German story: long args, and the texts it finds (confirm 'Ja', cancel 'Nein' unless given). */
  german: { args: Partial<Omit<P, 'onSubmit' | 'onCancel'>>; message: RegExp; confirm?: string; cancel?: string };
}

/** The stories of {@link confirmActionStories}. */
export interface ConfirmActionStories<A = DialogProps> {
  /** Its steps take exactly the payload Yes sends (the contract test sends the same to the server). */
  Default: SetStory<A, [payload: unknown]>;
  Submitting: SetStory<A>;
  RefusedMessage: SetStory<A>;
  RefusedFieldErrors: SetStory<A>;
  UnexpectedFailure: SetStory<A>;
  /** Its steps take the title in German. */
  German: SetStory<A, [title: string]>;
  Keyboard: SetStory<A>;
  KeyboardNo: SetStory<A>;
  OutsideClick: SetStory<A>;
}

/** The story set of a confirm dialog: what each story is, and its steps (the stories file's play function calls them). */
export function confirmActionStories<P extends DialogProps>(config: ConfirmActionStoryConfig<P>) {
  const c = {
    confirm: 'Yes',
    cancel: 'No',
    refusedFieldError: 'The text is too long',
    ...config,
    german: { confirm: 'Ja', cancel: 'Nein', ...config.german },
  };
  const dialog = () => findDialog(c.name);

  async function confirm() {
    const d = await dialog();
    await expect(within(d).getByText(c.message)).toBeVisible();
    await userEvent.click(button(d, c.confirm));
    return d;
  }

  const WithTrigger = withTrigger(c.Dialog as unknown as ComponentType<DialogProps>, c.trigger);

  const stories: ConfirmActionStories = {
    Default: {
      play: async ({ args }, payload) => {
        await confirm();
        // Sent once, exactly the payload the stories file writes out.
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
        await expect(args.onSubmit).toHaveBeenCalledWith(payload);
        await expect(args.onCancel).not.toHaveBeenCalled();
        blur();
      },
    },

    Submitting: {
      args: { onSubmit: pending() },
      play: async ({ args }) => {
        // A second click sends nothing more; Escape waits for the answer.
        await expectPendingConfirm(await confirm(), args, c);
        await expect(await dialog()).toBeVisible();
      },
    },

    RefusedMessage: {
      args: { onSubmit: refusal({ message: c.refusedMessage }) },
      play: async ({ args }) => {
        const d = await confirm();
        await expect(await within(d).findByRole('alert')).toHaveTextContent(c.refusedMessage);
        // The dialog stays, ready for another try or No.
        await expect(await dialog()).toBeVisible();
        await expect(button(d, c.confirm)).toBeEnabled();
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
        await expect(args.onCancel).not.toHaveBeenCalled();
        blur();
      },
    },

    RefusedFieldErrors: {
      args: { onSubmit: refusal({ errors: { comment: c.refusedFieldError } }) },
      play: async ({ args }) => {
        const d = await confirm();
        // No field shows the comment: the server's error on it is the dialog's message, and the dialog stays.
        await expect(await within(d).findByRole('alert')).toHaveTextContent(c.refusedFieldError);
        await expect(button(d, c.confirm)).toBeEnabled();
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
        await expect(args.onCancel).not.toHaveBeenCalled();
        blur();
      },
    },

    UnexpectedFailure: {
      args: { onSubmit: failure() },
      play: async ({ args }) => {
        // "Try again", without the technical text; Yes can be pressed again.
        await expectFailure(await confirm(), async (d) => expect(button(d, c.confirm)).toBeEnabled());
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
        await expect(args.onCancel).not.toHaveBeenCalled();
      },
    },

    German: {
      globals: { locale: 'de' },
      args: c.german.args as Partial<DialogProps>,
      play: async ({ args }, title) => {
        const d = await dialog();
        await expect(within(d).getByRole('heading', { name: title })).toBeVisible();
        await expect(within(d).getByText(c.german.message)).toBeVisible();
        await expect(button(d, c.german.confirm)).toBeVisible();
        await userEvent.click(button(d, c.german.cancel));
        await expect(args.onCancel).toHaveBeenCalledTimes(1);
        await expect(args.onSubmit).not.toHaveBeenCalled();
        blur();
      },
    },

    Keyboard: {
      render: (args) => <WithTrigger {...args} />,
      play: async (context) => {
        const focusInside = (d: HTMLElement) => waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
        await keyboardJourney(context, {
          trigger: c.trigger,
          dialog,
          // Escape closes and focus returns to the button that opened it.
          walk: focusInside,
          // Opened again with the keyboard, Tab reaches No, then Yes; Enter on Yes sends.
          enter: async (d) => {
            await focusInside(d);
            await tabTo(button(d, c.cancel), 4);
            await tabOrder(button(d, c.confirm));
          },
          payload: c.fixtures.filled,
        });
        await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
        // Escape closed it once, without a cancel of its own.
        await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
      },
    },

    KeyboardNo: {
      render: (args) => <WithTrigger {...args} />,
      play: async ({ args, canvasElement }) => {
        const trigger = within(canvasElement).getByRole('button', { name: c.trigger });
        await userEvent.tab();
        await expect(trigger).toHaveFocus();
        // Enter opens it; Tab reaches No (before Yes); Enter on No cancels, sends nothing, and the focus returns.
        await userEvent.keyboard('{Enter}');
        const d = await dialog();
        await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
        await tabTo(button(d, c.cancel), 4);
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
        await expect(args.onSubmit).not.toHaveBeenCalled();
        await waitFor(() => expect(trigger).toHaveFocus());
        // Opened again with Space, Escape closes it too: a second cancel, still nothing sent.
        await userEvent.keyboard(' ');
        await dialog();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await expect(args.onCancel).toHaveBeenCalledTimes(2);
        await expect(args.onSubmit).not.toHaveBeenCalled();
        await waitFor(() => expect(trigger).toHaveFocus());
        trigger.blur();
        clearStaleAnnouncements();
      },
    },

    OutsideClick: {
      play: async ({ args }) => {
        await dialog();
        // 001 §2.5 lists the dialogs a click outside must not close.
        if (await clickOutside(args, dialog, c.isDismissable)) blur();
      },
    },
  };
  // The steps take the dialog's own args (a superset of what they read).
  return splitSteps(stories as unknown as ConfirmActionStories<P>);
}
