import { cancelVacancySchema, type CancelVacancyPayload } from '@mandate/domain';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../primitives/Checkbox';
import { ConsultantRatings, type ConsultantRatingValue, type RatedConsultant } from '../ConsultantRatings';
import type { FieldBinding } from '../FormDialog/useSchemaForm';
import { ReasonCommentDialog, type ReasonCommentPassThrough, type ReasonListProps } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './CancelVacancyDialog.messages';

/** What the form edits: the select's key, the comment as typed, the two flags, the ratings given so far. */
export type CancelVacancyValues = {
  cancelReason: Key | null;
  comment: string;
  sendCopyToEmployer: boolean;
  suppressNotifications: boolean;
  ratings: readonly ConsultantRatingValue[];
};

export interface CancelVacancyDialogProps extends Omit<ReasonCommentPassThrough<CancelVacancyPayload>, 'defaultValues'>, ReasonListProps {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The search consultants who supplied candidates on the vacancy, each rated with stars; none: no ratings. */
  consultants: readonly RatedConsultant[];
  /** An admin cancels: the checkbox that suppresses the notifications shows (the schema's context). @default false */
  isAdmin?: boolean;
  /** Values to start with. @default empty, nothing ticked, nobody rated */
  defaultValues?: Partial<CancelVacancyValues>;
}

/**
 * Cancel vacancy (001 §2.5): a required reason from `job-cancel-reasons`, a comment, a copy to the
 * employer, for admins "Don't send notification to employer and search consultants", and a
 * half-step star rating for each search consultant who supplied candidates (those not rated are not
 * sent); No/Yes, destructive, not closed by a click outside. `PUT /job/{id}/cancel` parses the same
 * `cancelVacancySchema({ isAdmin })`. Built on ReasonCommentDialog, its own fields in `extraFields`.
 */
export function CancelVacancyDialog({ vacancyTitle, consultants, isAdmin = false, defaultValues, ...props }: CancelVacancyDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => cancelVacancySchema({ isAdmin }), [isAdmin]);
  return (
    <ReasonCommentDialog
      {...props}
      schema={schema}
      reasonField="cancelReason"
      copyField="sendCopyToEmployer"
      isDestructive
      defaultValues={{ ...(isAdmin ? { suppressNotifications: false } : {}), ratings: [], ...defaultValues }}
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, vacancyTitle),
      }}
      extraFields={(form) => {
        // Bound only when shown, so a server error on `ratings` without a group to show it is the form's.
        const ratings =
          consultants.length > 0 ? (form.field('ratings') as unknown as FieldBinding<readonly ConsultantRatingValue[]>) : null;
        return (
          <>
            {isAdmin ? (
              <Checkbox {...form.checkbox('suppressNotifications')}>{intl.formatMessage(messages.suppressNotifications)}</Checkbox>
            ) : null}
            {ratings ? <ConsultantRatings {...ratings} label={intl.formatMessage(messages.ratings)} consultants={consultants} /> : null}
          </>
        );
      }}
    />
  );
}

export default CancelVacancyDialog;
