import { offerSchema, type LocalDate, type OfferPayload } from '@mandate/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DatePicker } from '../../primitives/DatePicker';
import type { FieldBinding } from '../FormDialog/useSchemaForm';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './MakeOfferDialog.messages';

/** What the form edits: the comment as typed; for admins the day of the offer ('YYYY-MM-DD') or null. */
export type MakeOfferValues = { comment: string; creationDate?: string | null };

export interface MakeOfferDialogProps extends Omit<ReasonCommentPassThrough<OfferPayload>, 'defaultValues'> {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** An admin makes the offer: the date field shows, required (the schema's context). @default false */
  isAdmin?: boolean;
  /** Today in the user's time zone: the latest day an admin may give (the schema's context). */
  today: LocalDate;
  /** Values to start with. @default empty */
  defaultValues?: Partial<MakeOfferValues>;
}

/**
 * Make offer (000 §2, §5): a required comment; admins also give the day the offer was made, not
 * after today. No/Yes, not closed by a click outside. `PUT /application/{id}/offer` parses the same
 * `offerSchema({ isAdmin, today })`. On ReasonCommentDialog, the admin's date as its own field.
 */
export function MakeOfferDialog({ candidateName, isAdmin = false, today, defaultValues, ...props }: MakeOfferDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => offerSchema({ isAdmin, today }), [isAdmin, today]);
  return (
    <ReasonCommentDialog
      {...props}
      schema={schema}
      isCommentRequired
      defaultValues={{ ...(isAdmin ? { creationDate: null } : {}), ...defaultValues }}
      texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, candidateName) }}
      extraFields={(form) =>
        isAdmin ? (
          <DatePicker
            {...(form.field('creationDate') as unknown as FieldBinding<string | null>)}
            label={intl.formatMessage(messages.creationDate)}
            maxValue={today}
            isRequired
          />
        ) : null
      }
    />
  );
}

export default MakeOfferDialog;
