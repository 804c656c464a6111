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

const { stories, steps } = reasonCommentStories({
  Dialog: CompleteResearchDialog,
  name: /Complete research|Recherche abschließen/,
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
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /The research of the candidate list “Longlist QA leadership” is complete/),
};
export const Filled: Story = { ...stories.Filled, play: async (context) => steps.Filled(context, { milestone: 'shortlist-delivery' }) };
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingMilestones: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Recherche abschließen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/** 000 §5: the first milestone is chosen to start with, so Yes alone sends it. */
export const FirstMilestoneByDefault: Story = {
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Complete research' });
    await expect(within(d).getByRole('button', { name: /Milestone/ })).toHaveTextContent(milestones[0].label);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ milestone: milestones[0].id }));
  },
};
