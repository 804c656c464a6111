import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, dialogParameters, pick, pickWithKeys, tabOrder, textbox } from '../FormDialog/storyHelpers';
import { PutOnHoldDialog } from './PutOnHoldDialog';
import { putOnHoldFixtures } from './PutOnHoldDialog.fixtures';

const { reasons, filled } = putOnHoldFixtures;

const meta = {
  title: 'Dialogs/PutOnHoldDialog',
  component: PutOnHoldDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Put vacancy on hold (001 §2.5), the reference dialog on **FormDialog** and `useSchemaForm` (docs/adding-a-dialog.md). ' +
      'Validated by domain `onHoldSchema`, the schema `PUT /job/{id}/on-hold` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof PutOnHoldDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const reasonTrigger = (d: HTMLElement, label = /Reason/) => button(d, label);
const description = (d: HTMLElement, label = 'Description') => textbox(d, label);

const { stories, steps, kit } = formDialogStories({
  Dialog: PutOnHoldDialog,
  name: /Put vacancy on hold|Stelle pausieren/,
  confirm: 'Yes',
  cancel: 'No',
  first: reasonTrigger,
  empty: async (d) => {
    await expect(within(d).getByText(/“Head of Regulatory Affairs” stops/)).toBeVisible();
    await expect(description(d)).toHaveValue('');
  },
  // A reason chosen with the pointer, the description typed.
  fill: async (d) => {
    await pick(reasonTrigger(d), reasons[0].label);
    await userEvent.type(description(d), filled.comment);
  },
  kept: async (d) => {
    await expect(description(d)).toHaveValue(filled.comment);
    await expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label);
  },
  invalid: {
    args: { defaultValues: { comment: 'Waiting for the budget decision.' } },
    message: 'This field is required',
    check: async (d) => expect(description(d)).toHaveValue('Waiting for the budget decision.'),
  },
  refusedFieldErrors: {
    errors: { reason: 'This reason is no longer offered. Choose another one.' },
    shown: 'This reason is no longer offered. Choose another one.',
    field: reasonTrigger,
  },
  refusedMessage: 'This is not possible in the current status: the vacancy is already on hold.',
  german: {
    args: {
      vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      reasons: [
        { id: 'budget-review', label: 'Budget wird geprüft' },
        { id: 'internal-candidate', label: 'Interne Kandidatur wird geprüft' },
      ],
    },
    title: 'Stelle pausieren',
    confirm: 'Ja',
    cancel: 'Nein',
    message: 'Dieses Feld ist erforderlich',
    check: async (d) => expect(description(d, 'Beschreibung')).toBeVisible(),
  },
  keyboard: {
    trigger: 'Put on hold',
    // The select opens with the arrow keys, Enter picks; tab order: reason, description, No, Yes.
    walk: async (d) => {
      await pickWithKeys();
      await waitFor(() => expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label));
      await tabOrder(description(d));
      await userEvent.keyboard('On hold until the budget is approved.');
      await tabOrder(button(d, 'No'), button(d, 'Yes'));
    },
    enter: async (d) => {
      await pickWithKeys();
      await waitFor(() => expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label));
      await tabOrder(description(d), button(d, 'No'), button(d, 'Yes'));
    },
    payload: { reason: reasons[0].id, comment: null },
  },
  outsideClick: { field: description },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { reason: 'budget-review', comment: 'Budget freeze until the end of Q3.' }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

export const LoadingReasons = {
  args: { reasons: [], isLoadingReasons: true },
  play: async () => {
    const d = await kit.dialog();
    await expect(reasonTrigger(d)).toBeDisabled();
    await expect(within(d).getByText('Loading reasons…')).toBeVisible();
  },
};

export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
