import { useIntl } from 'react-intl';
import { ConfirmActionDialog, type ConfirmActionPassThrough } from '../ConfirmActionDialog/ConfirmActionDialog';
import { formatMessage, messages } from './RequestTestimonialDialog.messages';

export interface RequestTestimonialDialogProps extends ConfirmActionPassThrough {
  /** The employer person asked (the vacancy's author). */
  employerName: string;
  /** Their company. */
  companyName: string;
}

/**
 * Request testimonials (001 §2.5): an accepted search consultant asks whether to send a testimonial
 * request to an employer person at a company; No/Yes, on the shared ConfirmActionDialog.
 * `PUT /job-recruiter/{id}/request-testimonial` parses `statusCommentSchema`: the payload is `{ comment: null }`.
 */
export function RequestTestimonialDialog({ employerName, companyName, ...props }: RequestTestimonialDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmActionDialog
      isDismissable
      {...props}
      texts={{ title: intl.formatMessage(messages.title), message: formatMessage(intl, employerName, companyName) }}
    />
  );
}

export default RequestTestimonialDialog;
