import type { Meta, StoryObj } from '@storybook/react-vite';
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
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: WithdrawApplicationDialog,
  name: /Withdraw from vacancy|Von der Stelle zurückziehen/,
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
    confirm: 'Zurückziehen',
    cancel: 'Abbrechen',
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /You stop working on “Head of Regulatory Affairs”/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      withdrawReason: 'no-candidates',
      comment: 'My network has no regulatory profiles at this level.',
      sendCopyToEmployer: true,
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Von der Stelle zurückziehen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
