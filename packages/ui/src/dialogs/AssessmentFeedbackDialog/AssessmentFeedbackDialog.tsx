import { applicationFeedbackSchema, type ApplicationFeedbackPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Select, type SelectOption } from '../../primitives/Select';
import type { SelectBinding } from '../FormDialog/useSchemaForm';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { messages } from './AssessmentFeedbackDialog.messages';

/** What a feedback form edits: the text as typed, the select's key. */
export type AssessmentFeedbackValues = { feedback: string; assessmentLevel: Key | null };

/** The assessment levels of a feedback dialog, as its props take them. */
export interface AssessmentLevelProps {
  /** The assessment levels (`GET /list/assessment-levels`: code as `id`, label). */
  assessmentLevels: readonly SelectOption[];
  /** While the levels load: the select waits. @default false */
  isLoadingAssessmentLevels?: boolean;
}

/** Props a dialog built on {@link AssessmentFeedbackDialog} passes through from its own props. */
export interface AssessmentFeedbackPassThrough
  extends Omit<ReasonCommentPassThrough<ApplicationFeedbackPayload>, 'defaultValues'>, AssessmentLevelProps {
  /** Values to start with: the feedback given so far. @default empty */
  defaultValues?: Partial<AssessmentFeedbackValues>;
}

export interface AssessmentFeedbackDialogProps extends AssessmentFeedbackPassThrough {
  /** The title and the sentence at the top, translated. */
  texts: { title: string; intro: string };
  /** The id of the feedback edited, sent along as the payload's `id`. @default none */
  feedbackId?: number;
}

/**
 * The employer's feedback (000 §2, §3): the feedback text (required) and an assessment level from
 * `assessment-levels` (optional); Cancel/Save, not closed by a click outside. Validated by
 * `applicationFeedbackSchema`, the schema the application's and the candidate list's feedback routes
 * parse. On ReasonCommentDialog: the text is its comment under the key `feedback`, the select its own field.
 */
export function AssessmentFeedbackDialog({
  texts,
  feedbackId,
  assessmentLevels,
  isLoadingAssessmentLevels = false,
  defaultValues,
  ...props
}: AssessmentFeedbackDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={applicationFeedbackSchema}
      commentField="feedback"
      isCommentRequired
      defaultValues={{ ...(feedbackId === undefined ? {} : { id: feedbackId }), assessmentLevel: null, ...defaultValues }}
      texts={{
        ...texts,
        comment: intl.formatMessage(messages.feedback),
        confirm: intl.formatMessage(messages.save),
        cancel: intl.formatMessage(messages.cancel),
      }}
      extraFields={(form) => (
        <Select
          {...(form.field('assessmentLevel') as SelectBinding)}
          label={intl.formatMessage(messages.assessmentLevel)}
          items={assessmentLevels}
          isDisabled={isLoadingAssessmentLevels}
          placeholder={isLoadingAssessmentLevels ? intl.formatMessage(messages.loadingAssessmentLevels) : undefined}
        />
      )}
    />
  );
}

export default AssessmentFeedbackDialog;
