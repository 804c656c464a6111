import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';
import { withdrawApplicationFixtures } from './WithdrawApplicationDialog.fixtures';

const { reasons } = withdrawApplicationFixtures;

const meta = {
  title: 'Dialogs/WithdrawApplicationDialog',
  component: WithdrawApplicationDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
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

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Empty = { ...stories.Empty, play: stories.Empty.play };
export const Filled = { ...stories.Filled, play: stories.Filled.play };
export const InvalidSubmit = { ...stories.InvalidSubmit, play: stories.InvalidSubmit.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedFieldErrors = { ...stories.RefusedFieldErrors, play: stories.RefusedFieldErrors.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const UnexpectedFailure = { ...stories.UnexpectedFailure, play: stories.UnexpectedFailure.play };
export const LoadingReasons = { ...stories.LoadingReasons, play: stories.LoadingReasons.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
