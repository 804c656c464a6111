import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { blur, button, dialogParameters, expectTabOrder, textbox } from '../FormDialog/storyHelpers';
import { TaskDialog } from './TaskDialog';
import { taskFixtures } from './TaskDialog.fixtures';

const { jobTitle, existing, typed, filled } = taskFixtures;

const meta = {
  title: 'Dialogs/TaskDialog',
  component: TaskDialog,
  args: { jobTitle, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Edit task (001 §7.8 "Tasks: PUT edit", issue 17 point 7) on **FormDialog** and `useSchemaForm`, validated by domain ' +
      '`taskEditSchema`, the schema `PUT /task/{id}/edit` parses: the title (required), the due date (**DatePicker**; none: ' +
      'no date) and a note; Cancel/Save. The home page’s task list opens it from a task’s Edit action with the task’s values ' +
      '(a workflow task without a title of its own: the text the list shows). A click outside does not close it.',
  ),
} satisfies Meta<typeof TaskDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (d: HTMLElement, label: RegExp = /^(Task|Aufgabe)/) => textbox(d, label);
const due = (d: HTMLElement, label: RegExp = /^(Due date|Fällig am)/) => within(d).getByRole('group', { name: label });
const firstSegment = (d: HTMLElement) => within(due(d)).getAllByRole('spinbutton')[0]!;
const note = (d: HTMLElement, label: RegExp = /^(Note|Notiz)/) => textbox(d, label);

const { stories, steps, kit } = formDialogStories({
  Dialog: TaskDialog,
  name: /Edit task|Aufgabe bearbeiten/,
  confirm: 'Save',
  cancel: 'Cancel',
  first: title,
  empty: async (d) => {
    await expect(within(d).getByText('On the vacancy “Head of Regulatory Affairs”.')).toBeVisible();
    await expect(title(d)).toHaveValue('');
    await expect(title(d)).toBeRequired();
    await expect(due(d)).not.toHaveTextContent(/\d/);
    await expect(note(d)).toHaveValue('');
  },
  // The title and note typed, the due day's digits typed into its first segment.
  fill: async (d) => {
    await userEvent.type(title(d), filled.title);
    await userEvent.click(firstSegment(d));
    await userEvent.keyboard(typed.dueDate);
    await userEvent.type(note(d), filled.note);
  },
  kept: async (d) => {
    await expect(title(d)).toHaveValue(filled.title);
    await expect(due(d)).toHaveTextContent('04/12/2026');
    await expect(note(d)).toHaveValue(filled.note);
  },
  invalid: {
    // No title: required; the focus goes to it. The note typed stays.
    args: { defaultValues: { note: 'Ask about the notice period.' } },
    message: 'This field is required',
    count: 1,
    check: (d) => expect(note(d)).toHaveValue('Ask about the notice period.'),
  },
  refusedFieldErrors: {
    errors: { title: 'The text contains characters that cannot be saved.' },
    shown: 'The text contains characters that cannot be saved.',
    field: title,
  },
  refusedMessage: 'This task was completed in the meantime.',
  german: {
    args: {
      jobTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      defaultValues: { note: 'Kündigungsfrist von drei Monaten und Referenzen von zwei früheren Arbeitgebern abklären.' },
    },
    title: 'Aufgabe bearbeiten',
    confirm: 'Speichern',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    check: async (d) => {
      await expect(within(d).getByText(/^Zur Stelle «Leiterin Regulatorische Angelegenheiten/)).toBeVisible();
      await expect(due(d, /^Fällig am/)).toBeVisible();
      await expect(note(d, /^Notiz/)).toHaveValue(
        'Kündigungsfrist von drei Monaten und Referenzen von zwei früheren Arbeitgebern abklären.',
      );
    },
  },
  keyboard: {
    trigger: 'Edit task',
    // Tab order: title, the due date's segments (one field), note, Cancel, Save; Enter in the title submits nothing while it is empty.
    walk: async (d) => {
      await userEvent.keyboard('Call back');
      await expectTabOrder([due(d), note(d), button(d, 'Cancel')], button(d, 'Cancel'));
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(note(d)).toHaveFocus();
    },
    // Opened again (empty): a title typed, then Tab through to Save.
    enter: async (d) => {
      await userEvent.keyboard('Call back');
      await expectTabOrder([due(d), note(d), button(d, 'Cancel'), button(d, 'Save')], button(d, 'Save'));
    },
    payload: { title: 'Call back', note: null, dueDate: null },
  },
  outsideClick: { field: note },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
// Exactly the payload `PUT /task/{id}/edit` takes (the contract test sends the same to the server).
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      title: 'Call Jürg Baumann about his request',
      note: 'He can start in March; ask for two references first.',
      dueDate: '2026-12-04',
    });
  },
};

/** Opened from the list on a workflow task: its text, due day and no note; the changed title is saved with the rest kept. */
export const EditExisting: Story = {
  args: { defaultValues: existing },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(title(d)).toHaveValue(existing.title);
    await expect(due(d)).toHaveTextContent('01/12/2026');
    await expect(note(d)).toHaveValue('');
    await userEvent.type(title(d), ' today');
    await userEvent.click(button(d, 'Save'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ title: `${existing.title} today`, note: null, dueDate: '2026-12-01' }),
    );
    blur();
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
