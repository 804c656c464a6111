import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reasonCommentStories, reasonDialogParameters } from '../ReasonCommentDialog/reasonCommentStories';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';
import { withdrawApplicationFixtures } from './WithdrawApplicationDialog.fixtures';

const { reasons } = withdrawApplicationFixtures;

const meta = {
  title: 'Dialogs/WithdrawApplicationDialog',
  component: WithdrawApplicationDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: reasonDialogParameters(
    'The search consultant withdraws from a vacancy (001 §2.5) on the shared **ReasonCommentDialog**. Validated by domain ' +
      '`withdrawRecruiterSchema`, the schema `PUT /job-recruiter/{id}/withdraw` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof WithdrawApplicationDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: WithdrawApplicationDialog,
  name: /Withdraw from vacancy|Von der Stelle zurückziehen/,
  intro: /You stop working on “Head of Regulatory Affairs”/,
  confirm: 'Withdraw',
  cancel: 'Cancel',
  trigger: 'Withdraw from vacancy',
  reasonField: 'withdrawReason',
  fixtures: withdrawApplicationFixtures,
  refusedMessage: 'This is not possible in the current status: you have already withdrawn from this vacancy.',
  german: {
    args: {
      vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      reasons: [
        { id: 'no-candidates', label: 'Keine passenden Kandidaten in meinem Netzwerk' },
        { id: 'no-capacity', label: 'Zurzeit keine Kapazität' },
      ],
    },
    title: 'Von der Stelle zurückziehen',
    confirm: 'Zurückziehen',
    cancel: 'Abbrechen',
  },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const InvalidSubmit = stories.InvalidSubmit;
export const Submitting = stories.Submitting;
export const RefusedFieldErrors = stories.RefusedFieldErrors;
export const RefusedMessage = stories.RefusedMessage;
export const UnexpectedFailure = stories.UnexpectedFailure;
export const LoadingReasons = stories.LoadingReasons;
export const German = stories.German;
export const Keyboard = stories.Keyboard;
export const OutsideClickKeepsIt = stories.OutsideClick;
