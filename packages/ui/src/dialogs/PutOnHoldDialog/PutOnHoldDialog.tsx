import { onHoldSchema, type OnHoldPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../primitives/Select';
import { ReasonCommentDialog } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './PutOnHoldDialog.messages';
import type { FormDialogCallbacks } from '../FormDialog/FormDialog';

/** What the form edits: the select's key and the description as typed. */
export type PutOnHoldValues = { reason: Key | null; comment: string };

export interface PutOnHoldDialogProps extends FormDialogCallbacks<OnHoldPayload> {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The on-hold reasons (`GET /list/job-on-hold-reasons`: code as `id`, label). */
  reasons: readonly SelectOption[];
  /** While the reasons load: the select waits. @default false */
  isLoadingReasons?: boolean;
  /** Values to start with. @default empty */
  defaultValues?: Partial<PutOnHoldValues>;
}

/**
 * Put vacancy on hold (001 §2.5): a required reason from the list, a description, No/Yes. It cannot
 * be closed by a click outside (the user would lose what they typed); Escape and No close it. Built
 * on the shared ReasonCommentDialog, without a send-a-copy checkbox.
 */
export function PutOnHoldDialog({ vacancyTitle, ...props }: PutOnHoldDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={onHoldSchema}
      reasonField="reason"
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, vacancyTitle),
        reason: intl.formatMessage(messages.reason),
        loadingReasons: intl.formatMessage(messages.loadingReasons),
        comment: intl.formatMessage(messages.comment),
        confirm: intl.formatMessage(messages.yes),
        cancel: intl.formatMessage(messages.no),
      }}
    />
  );
}

export default PutOnHoldDialog;
