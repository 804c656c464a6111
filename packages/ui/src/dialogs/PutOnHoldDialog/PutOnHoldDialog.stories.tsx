import type { Meta } from '@storybook/react-vite';
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

const reasonTrigger = (d: HTMLElement, label = /Reason/) => button(d, label);
const description = (d: HTMLElement, label = 'Description') => textbox(d, label);

const { stories, kit } = formDialogStories({
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
  filled,
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

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Empty = { ...stories.Empty, play: stories.Empty.play };
export const Filled = { ...stories.Filled, play: stories.Filled.play };
export const InvalidSubmit = { ...stories.InvalidSubmit, play: stories.InvalidSubmit.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedFieldErrors = { ...stories.RefusedFieldErrors, play: stories.RefusedFieldErrors.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const UnexpectedFailure = { ...stories.UnexpectedFailure, play: stories.UnexpectedFailure.play };

export const LoadingReasons = {
  args: { reasons: [], isLoadingReasons: true },
  play: async () => {
    const d = await kit.dialog();
    await expect(reasonTrigger(d)).toBeDisabled();
    await expect(within(d).getByText('Loading reasons…')).toBeVisible();
  },
};

export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClickKeepsIt, play: stories.OutsideClickKeepsIt.play };
