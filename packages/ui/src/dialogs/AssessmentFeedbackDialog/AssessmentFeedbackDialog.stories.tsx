import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blur, button, dialogParameters, findDialog } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { AssessmentFeedbackDialog } from './AssessmentFeedbackDialog';
import { assessmentFeedbackFixtures } from './AssessmentFeedbackDialog.fixtures';
import { feedbackStoryConfig } from './assessmentFeedbackStories';

/** The levels (codes of `GET /list/assessment-levels`) and the payload the Filled story sends. */
const fixtures = assessmentFeedbackFixtures;

const meta = {
  title: 'Dialogs/Shared/AssessmentFeedbackDialog',
  component: AssessmentFeedbackDialog,
  args: {
    texts: { title: 'Give feedback', intro: 'Your feedback on Sophie Weber, seen by her search consultant.' },
    feedbackId: fixtures.feedbackId,
    assessmentLevels: fixtures.assessmentLevels,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'The shared feedback dialog (000 §2, §3; the vacancy page opens it directly, the feedback dialogs are built on it): the ' +
      'screen passes its translated title and intro; the feedback text is required, the assessment level optional; ' +
      'Cancel/Save. Validated by domain `applicationFeedbackSchema`; with `feedbackId` the payload carries the `id`.',
  ),
} satisfies Meta<typeof AssessmentFeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { german, ...shared } = feedbackStoryConfig(fixtures.assessmentLevels, fixtures.filled.assessmentLevel, { id: fixtures.feedbackId });
const { stories, steps } = reasonCommentStories({
  ...shared,
  Dialog: AssessmentFeedbackDialog,
  name: /Give feedback|Feedback geben/,
  trigger: 'Give feedback',
  fixtures,
  refusedFieldError: 'The feedback may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the application was withdrawn.',
  german: {
    ...german,
    args: {
      texts: {
        title: 'Feedback geben',
        intro:
          'Ihr Feedback zu Maximiliane Müller-Lüdenscheidt-Oberhausen für die Stelle „Leiterin Qualitätssicherung und ' +
          'Arzneimittelzulassung Deutschland-Österreich-Schweiz“; die Personalberaterin sieht es.',
      },
      assessmentLevels: [
        { id: 'excellent', label: 'Ausgezeichnet' },
        { id: 'unsuitable', label: 'Nicht geeignet' },
      ],
    },
  },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context, /Your feedback on Sophie Weber/) };
export const Filled: Story = { ...stories.Filled, play: async (context) => steps.Filled(context, fixtures.filled) };
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Feedback geben') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/** While the levels load the select waits with its placeholder; the text can already be typed and saved without a level. */
export const LoadingAssessmentLevels: Story = {
  args: { assessmentLevels: [], isLoadingAssessmentLevels: true },
  play: async ({ args }) => {
    const d = await findDialog('Give feedback');
    await expect(button(d, /Assessment level/)).toBeDisabled();
    await expect(within(d).getByText('Loading assessment levels…')).toBeVisible();
    await userEvent.type(within(d).getByRole('textbox', { name: /Feedback/ }), 'Strong references.');
    await userEvent.click(button(d, 'Save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ id: fixtures.feedbackId, feedback: 'Strong references.', assessmentLevel: null });
    blur();
  },
};
