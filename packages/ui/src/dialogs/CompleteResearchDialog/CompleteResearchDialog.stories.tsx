import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { CompleteResearchDialog } from './CompleteResearchDialog';
import { completeResearchFixtures } from './CompleteResearchDialog.fixtures';

const { milestones } = completeResearchFixtures;

const meta = {
  title: 'Dialogs/CompleteResearchDialog',
  component: CompleteResearchDialog,
  args: { listTitle: 'Longlist QA leadership', milestones, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Complete research (000 §2, §5) on the shared **ReasonCommentDialog**, the select alone: a milestone (001 §3), the first ' +
      'chosen to start with. Validated by domain `completeResearchSchema`, the schema `PUT /candidate-list/{id}/complete` parses.',
  ),
} satisfies Meta<typeof CompleteResearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const stories = reasonCommentStories({
  Dialog: CompleteResearchDialog,
  name: /Complete research|Recherche abschließen/,
  intro: /The research of the candidate list “Longlist QA leadership” is complete/,
  trigger: 'Complete research',
  reasonField: 'milestone',
  reason: 'Milestone',
  commentField: null,
  copyField: null,
  fixtures: { reasons: milestones, filled: completeResearchFixtures.filled },
  // The select starts on the first milestone: only emptied does it show its error.
  invalid: { defaultValues: { milestone: null }, message: 'This field is required', german: 'Dieses Feld ist erforderlich' },
  refusedFieldError: 'This milestone is no longer offered. Choose another one.',
  loading: { args: { milestones: [], isLoadingMilestones: true }, text: 'Loading milestones…' },
  refusedMessage: 'This is not possible in the current status: the research is already complete.',
  german: {
    args: {
      listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz',
      milestones: [
        { id: 'headhunter-approved', label: 'Personalberater/in bestätigt' },
        { id: 'long-list-delivery', label: 'Longlist geliefert' },
      ],
    },
    title: 'Recherche abschließen',
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
export const LoadingMilestones = { ...stories.LoadingReasons, play: stories.LoadingReasons.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };

/** 000 §5: the first milestone is chosen to start with, so Yes alone sends it. */
export const FirstMilestoneByDefault: Story = {
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Complete research' });
    await expect(within(d).getByRole('button', { name: /Milestone/ })).toHaveTextContent(milestones[0].label);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ milestone: milestones[0].id }));
  },
};
