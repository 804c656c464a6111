import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, dialogParameters, pick, pickWithKeys, tabOrder, textbox } from '../FormDialog/storyHelpers';
import { FeedbackDialog } from './FeedbackDialog';
import { feedbackFixtures } from './FeedbackDialog.fixtures';

const { categories, filled } = feedbackFixtures;

const meta = {
  title: 'Dialogs/FeedbackDialog',
  component: FeedbackDialog,
  args: { categories, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Feedback (001 §2.5) on **FormDialog** and `useSchemaForm`, validated by domain `productFeedbackSchema`: short description, ' +
      'category, detailed description (required, 4 rows); Cancel / Send. Send sends nothing while the form is invalid; a press shows ' +
      'what is missing and focuses it. No server call exists yet, so no contract case.',
  ),
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const subject = (d: HTMLElement, label = 'Short description') => textbox(d, label);
const message = (d: HTMLElement, label = 'Detailed description') => textbox(d, label);
const categoryTrigger = (d: HTMLElement, label = /Category/) => button(d, label);
const send = (d: HTMLElement) => button(d, 'Send');

const { stories, steps, kit } = formDialogStories({
  Dialog: FeedbackDialog,
  name: 'Feedback',
  confirm: 'Send',
  cancel: 'Cancel',
  first: subject,
  empty: async (d) => {
    await expect(subject(d)).toHaveValue('');
    await expect(message(d)).toHaveValue('');
    await expect(message(d)).toHaveAttribute('rows', '4');
    await expect(categoryTrigger(d)).toBeEnabled();
  },
  fill: async (d) => {
    await userEvent.type(subject(d), filled.subject);
    await pick(categoryTrigger(d), 'Idea or wish');
    await userEvent.type(message(d), filled.message);
  },
  kept: async (d) => {
    await expect(subject(d)).toHaveValue(filled.subject);
    await expect(categoryTrigger(d)).toHaveTextContent('Idea or wish');
    await expect(message(d)).toHaveValue(filled.message);
  },
  invalid: {
    // Send sends nothing while the detailed description is missing: it shows the error and focuses the field.
    args: { defaultValues: { subject: 'Slow search', category: 'bug' } },
    message: 'This field is required',
    field: message,
    check: async (d, args) => {
      await expect(message(d)).toHaveAttribute('aria-invalid', 'true');
      // Blanks only are still empty.
      await userEvent.type(message(d), '   ');
      await userEvent.click(send(d));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(subject(d)).toHaveValue('Slow search');
      await expect(categoryTrigger(d)).toHaveTextContent('Something does not work');
    },
    blur: true,
  },
  refusedFieldErrors: {
    errors: { category: 'This category is no longer offered. Choose another one.' },
    shown: 'This category is no longer offered. Choose another one.',
    field: categoryTrigger,
  },
  refusedMessage: 'You sent feedback a moment ago. Please wait a minute.',
  german: {
    args: {
      categories: [
        { id: 'bug', label: 'Etwas funktioniert nicht' },
        { id: 'feature-request', label: 'Idee oder Wunsch' },
      ],
      defaultValues: {
        subject: 'Exportfunktion für die Kandidatenliste einer Stelle mit allen Personalberater/innen',
        category: 'feature-request',
      },
    },
    confirm: 'Senden',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    check: async (d) => {
      await expect(subject(d, 'Kurzbeschreibung')).toBeVisible();
      await expect(message(d, 'Ausführliche Beschreibung')).toBeVisible();
      await expect(categoryTrigger(d, /Kategorie/)).toHaveTextContent('Idee oder Wunsch');
    },
  },
  keyboard: {
    trigger: 'Give feedback',
    // Tab order: short description, category, detailed description, Cancel, Send.
    walk: (d) => tabOrder(categoryTrigger(d), message(d), button(d, 'Cancel'), send(d)),
    // Opened again: the category with the arrow keys, the description typed, Enter on Send sends.
    enter: async (d) => {
      await tabOrder(categoryTrigger(d));
      await pickWithKeys('{ArrowDown}{Enter}');
      await waitFor(() => expect(categoryTrigger(d)).toHaveTextContent('Idea or wish'));
      await tabOrder(message(d));
      await userEvent.keyboard('Dark mode, please.');
      await tabOrder(button(d, 'Cancel'), send(d));
    },
    payload: { subject: null, category: 'feature-request', message: 'Dark mode, please.' },
  },
  outsideClick: { field: message },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      subject: 'Export of the candidate list',
      category: 'feature-request',
      message: 'Please let me export the shortlist of a vacancy as a spreadsheet, with the status of each candidate.',
    }),
};

export const OnlyTheDescription: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    // Blanks in the short description count as empty: the subject is sent as null.
    await userEvent.type(subject(d), '   ');
    await userEvent.type(message(d), '  The page of a vacancy loads slowly.  ');
    await userEvent.click(send(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ subject: null, category: null, message: 'The page of a vacancy loads slowly.' });
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

export const LoadingCategories: Story = {
  args: { categories: [], isLoadingCategories: true },
  play: async () => {
    const d = await kit.dialog();
    await expect(categoryTrigger(d)).toBeDisabled();
    await expect(within(d).getByText('Loading categories…')).toBeVisible();
  },
};

export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
