import { completeResearchDefaults, completeResearchSchema, type CompleteResearchPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../primitives/Select';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './CompleteResearchDialog.messages';

/** What the form edits: the select's key. */
export type CompleteResearchValues = { milestone: Key | null };

export interface CompleteResearchDialogProps extends Omit<ReasonCommentPassThrough<CompleteResearchPayload>, 'defaultValues'> {
  /** The candidate list's title, named in the explanation. */
  listTitle: string;
  /** The milestone types (`GET /list/milestones`: code as `id`, label; 001 §3). */
  milestones: readonly SelectOption[];
  /** While the milestones load: the select waits. @default false */
  isLoadingMilestones?: boolean;
  /** Values to start with. @default the first milestone (000 §5) */
  defaultValues?: Partial<CompleteResearchValues>;
}

/**
 * Complete research (000 §2, §5): the employer completes a candidate list's research with a
 * milestone, the first one chosen to start with; No/Yes. `PUT /candidate-list/{id}/complete` parses
 * the same `completeResearchSchema`. On ReasonCommentDialog: the select alone, without a comment.
 */
export function CompleteResearchDialog({
  listTitle,
  milestones,
  isLoadingMilestones,
  defaultValues,
  ...props
}: CompleteResearchDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={completeResearchSchema}
      reasonField="milestone"
      commentField={null}
      reasons={milestones}
      isLoadingReasons={isLoadingMilestones}
      defaultValues={{ ...completeResearchDefaults, ...defaultValues }}
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, listTitle),
        reason: intl.formatMessage(messages.milestone),
        loadingReasons: intl.formatMessage(messages.loadingMilestones),
      }}
    />
  );
}

export default CompleteResearchDialog;
