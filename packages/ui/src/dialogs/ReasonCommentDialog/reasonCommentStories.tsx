/**
 * The story set of docs/adding-a-dialog.md §4 for the dialogs built on {@link ReasonCommentDialog},
 * written once: each dialog's stories file keeps its own `meta` and exports these stories, given
 * what differs (names, labels, the fixtures, the German args). Each story's play function stands in
 * the stories file: it is the story's `steps` (`play: steps.X`), which assert all that every reason
 * dialog shares, or calls them and then asserts what is the dialog's own (its intro, exactly its
 * Filled payload, its German title).
 */
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answerStories,
  blur,
  button,
  checkbox,
  clickOutside,
  findDialog,
  keyboardJourney,
  pick,
  pickWithKeys as openAndPick,
  refusal,
  splitSteps,
  tabOrder,
  textbox,
  withTrigger,
  type SetStory,
} from '../FormDialog/storyHelpers';
import type { SelectOption } from '../../primitives/Select';
import type { ReasonCommentPassThrough } from './ReasonCommentDialog';

type Payload = Readonly<Record<string, unknown>>;
type DialogProps = Pick<ReasonCommentPassThrough<never>, 'onSubmit' | 'onCancel'>;

/** The args the story set reads and sets, of any dialog on ReasonCommentDialog. */
export interface ReasonStoryArgs extends DialogProps {
  defaultValues?: ReasonCommentPassThrough<never>['defaultValues'];
  reasons?: readonly SelectOption[];
  isLoadingReasons?: boolean;
}
/** A story of the set and its steps; each dialog's stories file exports it under its `meta`, writing its play function. */
export type ReasonStory<X extends readonly unknown[] = []> = SetStory<ReasonStoryArgs, X>;

/** What the story set needs to know of one dialog (English texts unless said otherwise). */
export interface ReasonStoryConfig<P extends DialogProps> {
  /** The dialog component itself (not the lazy chunk). */
  Dialog: ComponentType<P>;
  /** The dialog's accessible name, English and German. */
  name: RegExp;
  /** @default 'Yes' */
  confirm?: string;
  /** @default 'No' */
  cancel?: string;
  /** The button that opens it in the Keyboard story. */
  trigger: string;
  /** The payload key of the reason select; absent when the reason is the comment. */
  reasonField?: string;
  /** The reason select's label. @default 'Reason' */
  reason?: string;
  /** The payload key of the free text; `null` when there is none. @default 'comment' */
  commentField?: string | null;
  /** The comment's label. @default 'Comment' */
  comment?: string;
  /** The send-a-copy checkbox's label. @default 'Send a copy to the employer' */
  copy?: string;
  /** The send-a-copy checkbox's payload key; `null` when there is none. @default 'sendCopyToEmployer' */
  copyField?: string | null;
  /**
   * The dialog's fixtures: `filled`, the Filled payload (its reason one of `reasons`, picked with the
   * pointer, its comment typed, its copy flag ticked), and the `reasons` of the meta's args (the
   * Keyboard story picks the one the select opens on, the first unless the dialog preselects one).
   */
  fixtures: { readonly reasons?: readonly SelectOption[]; readonly filled: Payload };
  /**
   * What the InvalidSubmit and German stories submit to see an error: values to start with (a dialog
   * without a required field: a comment too long) and the error shown, English and German.
   * @default nothing entered; 'This field is required'
   */
  invalid?: { defaultValues?: ReasonStoryArgs['defaultValues']; message: string; german: string };
  /** The server's field error of the RefusedFieldErrors story, on the select (else the text). @default a reason no longer offered */
  refusedFieldError?: string;
  /** The LoadingReasons story: its args and the placeholder shown. @default `reasons` empty, `isLoadingReasons`, 'Loading reasons…' */
  loading?: { args: Readonly<Record<string, unknown>>; text: string };
  /** Without a select: the reason the Keyboard story types. */
  keyboardComment?: string;
  /** The refusal message of a repeat, as the server says it. */
  refusedMessage: string;
  /** Whether a click outside closes it (001 §2.5). @default false */
  isDismissable?: boolean;
  /**
   * A dialog's own fields (`extraFields` of ReasonCommentDialog), after the shared ones: how the
   * shared stories enter, check and pass them. @default none
   */
  extraFields?: {
    /** Enters their part of the Filled payload with the pointer (after the shared fields). */
    fill: (d: HTMLElement) => Promise<void>;
    /** Their entered values are still there (after a refusal). */
    kept: (d: HTMLElement) => Promise<void>;
    /** From the last shared field (the copy checkbox, else the comment), tabs through each of them (asserting its focus), changing nothing. */
    tabThrough: (d: HTMLElement) => Promise<void>;
    /** Their part of the payload the Keyboard story sends, with nothing entered in them. */
    keyboardPayload: Payload;
  };
  /** The German story: long args, and the texts it finds (confirm 'Ja', cancel 'Nein', comment 'Kommentar' unless given). */
  german: { args: Partial<Omit<P, 'onSubmit' | 'onCancel'>>; confirm?: string; cancel?: string; comment?: string };
}

/** The stories of {@link reasonCommentStories}; `LoadingReasons` only with a select, `OutsideClick` per `isDismissable`. */
export interface ReasonStories<A = ReasonStoryArgs> {
  /** Its steps take the intro, which names what the dialog acts on. */
  Empty: SetStory<A, [intro: RegExp]>;
  /** Its steps take exactly the payload the server's call takes (the contract test sends the same to the server). */
  Filled: SetStory<A, [payload: unknown]>;
  InvalidSubmit: SetStory<A>;
  Submitting: SetStory<A>;
  RefusedFieldErrors: SetStory<A>;
  RefusedMessage: SetStory<A>;
  UnexpectedFailure: SetStory<A>;
  LoadingReasons: SetStory<A>;
  /** Its steps take the title in German. */
  German: SetStory<A, [title: string]>;
  Keyboard: SetStory<A>;
  OutsideClick: SetStory<A>;
}

/** `invalid` of a dialog without a required field: a comment over the schemas' 10,000 characters. */
export const tooLongComment = {
  defaultValues: { comment: 'A comment far longer than any log entry needs. '.repeat(220) },
  message: 'The text is too long',
  german: 'Der Text ist zu lang',
} as const;

/** The story set of a reason dialog: what each story is, and its steps (the stories file's play function calls them). */
export function reasonCommentStories<P extends DialogProps>(config: ReasonStoryConfig<P>) {
  const c = {
    confirm: 'Yes',
    cancel: 'No',
    reason: 'Reason',
    comment: 'Comment',
    copy: 'Send a copy to the employer',
    copyField: 'sendCopyToEmployer',
    commentField: 'comment',
    invalid: { message: 'This field is required', german: 'Dieses Feld ist erforderlich' },
    refusedFieldError: 'This reason is no longer offered. Choose another one.',
    loading: { args: { reasons: [], isLoadingReasons: true }, text: 'Loading reasons…' },
    ...config,
    german: { confirm: 'Ja', cancel: 'Nein', comment: 'Kommentar', ...config.german },
  };
  const { reasonField, copyField, commentField, fixtures, extraFields, invalid } = c;
  const firstReason = fixtures.reasons?.[0];
  const filledReason = fixtures.reasons?.find((reason) => reasonField && reason.id === fixtures.filled[reasonField]) ?? firstReason;
  /** The reason select, the option the Filled story picks and the one the Keyboard story picks (the first). */
  const select =
    reasonField && firstReason ? { label: new RegExp(c.reason), option: filledReason!.label, first: firstReason.label } : undefined;
  /** What Enter on the confirm action sends in the Keyboard story: the first reason, the typed comment, the copy. */
  const keyboardPayload: Payload = {
    ...(reasonField ? { [reasonField]: firstReason?.id } : {}),
    ...(commentField ? { [commentField]: c.keyboardComment ?? null } : {}),
    ...(copyField ? { [copyField]: true } : {}),
    ...extraFields?.keyboardPayload,
  };
  const dialog = () => findDialog(c.name);
  // A required field's label ends in a marker: the name starts with the label.
  const comment = (d: HTMLElement, label = c.comment) => textbox(d, label);
  const copy = (d: HTMLElement) => checkbox(d, c.copy);
  /** The field focused first, and the first invalid one: the select, else the comment. */
  const first = (d: HTMLElement) => (select ? button(d, select.label) : comment(d));
  const filledComment = commentField ? String(fixtures.filled[commentField]) : '';

  /** Enters the Filled payload with the pointer. */
  async function fill(d: HTMLElement) {
    if (select) await pick(button(d, select.label), select.option);
    if (commentField) await userEvent.type(comment(d), filledComment);
    if (copyField) await userEvent.click(copy(d));
    await extraFields?.fill(d);
  }

  /** Every entered value is still there. */
  async function kept(d: HTMLElement) {
    if (commentField) await expect(comment(d)).toHaveValue(filledComment);
    if (copyField) await expect(copy(d)).toBeChecked();
    if (select) await expect(button(d, select.label)).toHaveTextContent(select.option);
    await extraFields?.kept(d);
  }

  /** From the field before them, tabs to the comment (typing `typed`) and the copy (ticking it), as far as the dialog has them. */
  async function tabThroughTextAndCopy(d: HTMLElement, typed: string | undefined) {
    if (commentField) {
      if (select) await userEvent.tab();
      await expect(comment(d)).toHaveFocus();
      if (typed) await userEvent.keyboard(typed);
    }
    if (copyField) {
      await userEvent.tab();
      await expect(copy(d)).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(copy(d)).toBeChecked();
    }
  }

  /** Fills and confirms, for the refusal stories. */
  async function fillAndConfirm() {
    const d = await dialog();
    await fill(d);
    await userEvent.click(button(d, c.confirm));
    return d;
  }

  /** From the focused first field: with a select, the arrow keys open it and Enter picks the first reason. */
  async function pickWithKeys(d: HTMLElement) {
    if (!select) return;
    await openAndPick();
    await waitFor(() => expect(first(d)).toHaveTextContent(select.first));
  }

  const WithTrigger = withTrigger(c.Dialog as unknown as ComponentType<ReasonStoryArgs>, c.trigger);

  const stories: ReasonStories = {
    Empty: {
      play: async ({ args }, intro) => {
        const d = await dialog();
        await waitFor(() => expect(first(d)).toHaveFocus());
        // The intro names what the dialog acts on.
        await expect(within(d).getByText(intro)).toBeVisible();
        if (commentField) await expect(comment(d)).toHaveValue('');
        if (copyField) await expect(copy(d)).not.toBeChecked();
        await expect(button(d, c.confirm)).toBeEnabled();
        await expect(button(d, c.cancel)).toBeEnabled();
        // Opening sends nothing.
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    },

    Filled: {
      play: async ({ args }, payload) => {
        await fillAndConfirm();
        // Sent once, exactly the payload the stories file writes out.
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
        await expect(args.onSubmit).toHaveBeenCalledWith(payload);
      },
    },

    InvalidSubmit: {
      args: { defaultValues: { ...(copyField ? { [copyField]: true } : {}), ...invalid.defaultValues } },
      play: async ({ args }) => {
        const d = await dialog();
        await userEvent.click(button(d, c.confirm));
        await expect(await within(d).findByText(invalid.message)).toBeVisible();
        await waitFor(() => expect(first(d)).toHaveFocus());
        await expect(args.onSubmit).not.toHaveBeenCalled();
        if (copyField) await expect(copy(d)).toBeChecked();
      },
    },

    ...answerStories<ReasonStoryArgs>({ ...c, fillAndConfirm, kept }),

    RefusedFieldErrors: {
      args: { onSubmit: refusal({ errors: { [reasonField ?? commentField ?? '']: c.refusedFieldError } }) },
      play: async ({ args }) => {
        const d = await fillAndConfirm();
        await expect(await within(d).findByText(c.refusedFieldError)).toBeVisible();
        await expect(args.onSubmit).toHaveBeenCalledTimes(1);
        // Every entered value is kept; focus on the field to fix.
        await kept(d);
        await waitFor(() => expect(first(d)).toHaveFocus());
      },
    },

    LoadingReasons: {
      args: c.loading.args as Partial<ReasonStoryArgs>,
      play: async ({ args }) => {
        const d = await dialog();
        await expect(first(d)).toBeDisabled();
        await expect(within(d).getByText(c.loading.text)).toBeVisible();
        // Nothing to send while the reasons load.
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    },

    German: {
      globals: { locale: 'de' },
      args: { ...(c.german.args as Partial<ReasonStoryArgs>), ...(invalid.defaultValues ? { defaultValues: invalid.defaultValues } : {}) },
      play: async ({ args }, title) => {
        const d = await dialog();
        await expect(within(d).getByRole('heading', { name: title })).toBeVisible();
        await userEvent.click(button(d, c.german.confirm));
        // Every error shows (an admin's own required fields too): the first is the dialog's first field's.
        await expect((await within(d).findAllByText(invalid.german))[0]).toBeVisible();
        if (commentField) await expect(comment(d, c.german.comment)).toBeVisible();
        await expect(button(d, c.german.cancel)).toBeVisible();
        await expect(args.onSubmit).not.toHaveBeenCalled();
        blur();
      },
    },

    Keyboard: {
      render: (args) => <WithTrigger {...args} />,
      play: async (context) => {
        await keyboardJourney(context, {
          trigger: c.trigger,
          dialog,
          // Focus starts on the first field; tab order: (reason,) (comment,) (copy,) (own fields,) cancel, confirm.
          walk: async (d) => {
            await waitFor(() => expect(first(d)).toHaveFocus());
            await pickWithKeys(d);
            await tabThroughTextAndCopy(d, 'Typed with the keyboard, then cancelled.');
            await extraFields?.tabThrough(d);
            await tabOrder(button(d, c.cancel), button(d, c.confirm));
          },
          // Opened again with the keyboard (from the default values), Enter on the confirm action sends.
          enter: async (d) => {
            await waitFor(() => expect(first(d)).toHaveFocus());
            await pickWithKeys(d);
            await tabThroughTextAndCopy(d, c.keyboardComment);
            await extraFields?.tabThrough(d);
            await tabOrder(button(d, c.cancel), button(d, c.confirm));
          },
          payload: keyboardPayload,
        });
        // Escape closed it once, without a cancel of its own.
        await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
      },
    },

    OutsideClick: {
      play: async ({ args }) => {
        const d = await dialog();
        if (commentField) await userEvent.type(comment(d), 'Half-typed');
        // 001 §2.5 lists the dialogs a click outside must not close; the one that stays keeps what was typed.
        if (!(await clickOutside(args, dialog, c.isDismissable))) return;
        if (commentField) await expect(comment(d)).toHaveValue('Half-typed');
        blur();
      },
    },
  };
  // The steps take the dialog's own args (a superset of what they read).
  return splitSteps(stories as unknown as ReasonStories<P>);
}
