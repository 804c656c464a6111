/**
 * How the shared story set (reasonCommentStories) enters and checks the assessment level of the
 * dialogs on {@link AssessmentFeedbackDialog}, written once for both.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../../primitives/Select';
import type { ReasonStoryConfig } from '../ReasonCommentDialog/reasonCommentStories';

const level = (d: HTMLElement) => within(d).getByRole('button', { name: /Assessment level/ });

/** The config entries of a feedback dialog's story set: the text is `feedback`, Cancel/Save, and the level select as its own field. */
export function feedbackStoryConfig(
  assessmentLevels: readonly SelectOption[],
  filledLevel: string,
  keyboardPayload: Readonly<Record<string, unknown>> = {},
): Pick<ReasonStoryConfig<never>, 'commentField' | 'comment' | 'copyField' | 'confirm' | 'cancel' | 'keyboardComment' | 'extraFields'> & {
  german: { confirm: string; cancel: string; comment: string };
} {
  const option = assessmentLevels.find((item) => item.id === filledLevel)!.label;
  return {
    commentField: 'feedback',
    comment: 'Feedback',
    copyField: null,
    confirm: 'Save',
    cancel: 'Cancel',
    keyboardComment: 'Typed with the keyboard.',
    extraFields: {
      fill: async (d) => {
        await userEvent.click(level(d));
        await userEvent.click(await screen.findByRole('option', { name: option }));
      },
      kept: async (d) => {
        await expect(level(d)).toHaveTextContent(option);
      },
      tabThrough: async (d) => {
        await userEvent.tab();
        await waitFor(() => expect(level(d)).toHaveFocus());
      },
      keyboardPayload: { assessmentLevel: null, ...keyboardPayload },
    },
    german: { confirm: 'Speichern', cancel: 'Abbrechen', comment: 'Feedback' },
  };
}
