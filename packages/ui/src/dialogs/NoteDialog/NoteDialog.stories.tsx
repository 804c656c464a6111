import { TEXT_LIMITS } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { blur, button, dialogParameters, refusal, tabOrder } from '../FormDialog/storyHelpers';
import { NoteDialog } from './NoteDialog';
import { noteFixtures } from './NoteDialog.fixtures';

const { type, linkedId, existing, filled } = noteFixtures;

const meta = {
  title: 'Dialogs/NoteDialog',
  component: NoteDialog,
  args: { type, linkedId, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Note (001 §2.5) on **FormDialog** and `useSchemaForm`, validated by domain `noteSchema`: "Edit note", the text in 10 rows, ' +
      'nothing required; Cancel/Save. Without `noteId` Save creates (`{ content, type, linkedId }`), with it Save edits ' +
      '(`{ id, content, type, linkedId }`). No server call exists yet, so no contract case.',
  ),
} satisfies Meta<typeof NoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const note = (d: HTMLElement, label = 'Note') => within(d).getByRole('textbox', { name: label });
const save = (d: HTMLElement) => button(d, 'Save');
const existingArgs = { noteId: existing.id, defaultContent: existing.content };

const { stories, steps, kit } = formDialogStories({
  Dialog: NoteDialog,
  name: /Edit note|Notiz bearbeiten/,
  confirm: 'Save',
  cancel: 'Cancel',
  first: note,
  empty: async (d) => {
    await expect(note(d)).toHaveValue('');
    await expect(note(d)).toHaveAttribute('rows', '10');
    await expect(note(d)).not.toBeRequired();
  },
  // A new note: no id, so the screen creates it.
  fill: (d) => userEvent.type(note(d), filled.content),
  kept: (d) => expect(note(d)).toHaveValue(filled.content),
  invalid: {
    // The one rule a note has: at most TEXT_LIMITS.long characters (a paste of a whole document).
    args: { defaultContent: `${'Long pasted CV. '.repeat(TEXT_LIMITS.long / 16)}!` },
    message: 'The text is too long',
    check: (d) => expect((note(d) as HTMLTextAreaElement).value).toHaveLength(TEXT_LIMITS.long + 1),
    blur: true,
  },
  refusedFieldErrors: {
    errors: { content: 'The note contains characters that cannot be saved.' },
    shown: 'The note contains characters that cannot be saved.',
    field: note,
  },
  refusedMessage: 'This note was deleted by someone else.',
  keyboard: {
    trigger: 'Add note',
    // Tab order: note, Cancel, Save. Enter in the note is a new line, not a submit.
    walk: async (d, args) => {
      await userEvent.keyboard('First line{Enter}second line');
      await expect(note(d)).toHaveValue('First line\nsecond line');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await tabOrder(button(d, 'Cancel'), save(d));
    },
    // Opened again (empty), Enter on Save sends.
    enter: async (d) => {
      await expect(note(d)).toHaveValue('');
      await userEvent.keyboard('Met at the fair.');
      await tabOrder(button(d, 'Cancel'), save(d));
    },
    payload: { content: 'Met at the fair.', type, linkedId },
  },
  outsideClick: { field: note },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      content: 'Called on Monday: open to a move in spring.\nSalary expectation around CHF 160,000.',
      type: 'candidate',
      linkedId: 412,
    }),
};

export const EditExisting: Story = {
  args: existingArgs,
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(note(d)).toHaveValue(existing.content);
    await userEvent.type(note(d), ' Available from April.');
    await userEvent.click(save(d));
    // The id is in the payload, so the screen edits this note.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ id: existing.id, content: `${existing.content} Available from April.`, type, linkedId }),
    );
  },
};

export const SavedEmpty: Story = {
  args: existingArgs,
  play: async ({ args }) => {
    const d = await kit.dialog();
    // Nothing is required: an emptied note is saved with its text as null.
    await userEvent.clear(note(d));
    await userEvent.click(save(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ id: existing.id, content: null, type, linkedId }));
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };

/** An edited note another user deleted meanwhile. */
export const RefusedMessage: Story = {
  args: { ...existingArgs, onSubmit: refusal({ message: 'This note was deleted by someone else.' }) },
  play: async () => {
    const d = await kit.dialog();
    await userEvent.type(note(d), ' Called again.');
    await userEvent.click(save(d));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('This note was deleted by someone else.');
    await expect(note(d)).toHaveValue(`${existing.content} Called again.`);
    blur();
  },
};

export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    noteId: existing.id,
    defaultContent:
      'Bevorzugt Basel oder Zürich. Kündigungsfrist drei Monate. Hat mit zwei weiteren Personalberater/innen gesprochen, ' +
      'Gehaltsvorstellung um CHF 160’000 inklusive Bonus; Verfügbarkeit für Vorstellungsgespräche nur donnerstags.',
  },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).getByRole('heading', { name: 'Notiz bearbeiten' })).toBeVisible();
    await expect(note(d, 'Notiz')).toHaveValue(args.defaultContent);
    await expect(button(d, 'Speichern')).toBeVisible();
    await userEvent.click(button(d, 'Abbrechen'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
