import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blur, button, clickOutside, dialogParameters, findDialog } from '../FormDialog/storyHelpers';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { confirmActionFixtures } from './ConfirmActionDialog.fixtures';
import { confirmActionStories } from './confirmActionStories';

/** The texts as a screen passes them, translated (here: deleting a draft vacancy, VacancyEdit). */
const texts = { title: 'Delete draft', message: 'Delete the draft “Head of Regulatory Affairs”? It cannot be restored.' };

const meta = {
  title: 'Dialogs/Shared/ConfirmActionDialog',
  component: ConfirmActionDialog,
  args: { texts, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'The shared yes/no confirmation of a status call without fields (001 §2.5; the confirm dialogs are built on it, and ' +
      'screens open it directly as a lazy chunk): the screen passes its translated title and sentence; Yes sends ' +
      '`{ comment: null }` (`statusCommentSchema` unless given); a refusal shows its message and the dialog stays; a click ' +
      'outside does not close it unless `isDismissable`.',
  ),
} satisfies Meta<typeof ConfirmActionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = confirmActionStories({
  Dialog: ConfirmActionDialog,
  name: /Delete draft|Entwurf löschen/,
  message: /Delete the draft “Head of Regulatory Affairs”\?/,
  trigger: 'Delete draft',
  fixtures: confirmActionFixtures,
  refusedMessage: 'This is not possible in the current status: the vacancy is already published.',
  german: {
    args: {
      texts: {
        title: 'Entwurf löschen',
        message:
          'Den Entwurf „Leiterin Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz (80–100 %)“ ' +
          'löschen? Er kann nicht wiederhergestellt werden, und alle Notizen zum Entwurf gehen verloren.',
      },
    },
    message: /Leiterin Qualitätssicherung und Arzneimittelzulassung/,
  },
});

export const Default: Story = { ...stories.Default, play: async (context) => steps.Default(context, confirmActionFixtures.filled) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Entwurf löschen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const KeyboardNo: Story = { ...stories.KeyboardNo, play: async (context) => steps.KeyboardNo(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/** A screen names the actions itself (Delete / Keep) and marks the confirm action critical: it deletes. */
export const DestructiveWithOwnLabels: Story = {
  args: { texts: { ...texts, confirm: 'Delete', cancel: 'Keep' }, isDestructive: true },
  play: async ({ args }) => {
    const d = await findDialog('Delete draft');
    await expect(within(d).queryByRole('button', { name: 'Yes' })).toBeNull();
    await expect(button(d, 'Keep')).toBeEnabled();
    await userEvent.click(button(d, 'Delete'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(confirmActionFixtures.filled));
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

/** With `isDismissable` a click outside closes it, as No would: nothing is sent. */
export const OutsideClickCloses: Story = {
  args: { isDismissable: true },
  play: async ({ args }) => {
    await findDialog('Delete draft');
    await clickOutside(args, () => findDialog('Delete draft'), true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
