/**
 * The details of an opened application card on the applications tab: its placement with the
 * placement's actions, its interviews, the employer's latest feedback and its log. A chunk of its
 * own, loaded when a card opens (decision 0043): a first visit shows closed cards only.
 */
import type { ApplicationRecord, InterviewRecord, Vacancy } from '@mandate/api-client';
import { applicationStatusMessageId, can, jobOwner, type ApplicationAction, type ApplicationStatus } from '@mandate/domain';
import {
  ApplicationStatus as StatusBadge,
  formatDomainText,
  Heading,
  InlineAlert,
  InterviewList,
  PlacementSummary,
  plainText,
  Stack,
  StatusHistory,
  Text,
} from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { currentUserAtom } from '../../session/session';
import type { ApplicationDialogAction } from './ApplicationDialogs';
import { applicationDetailsMessages } from './ApplicationDetails.messages';
import type { InterviewDialogAction } from './InterviewDialogs';
import { applicationInterviewsAtom } from './interviews.atoms';
import { applicationActionLabels, applicationMessages } from './VacancyApplications.messages';

const messages = { ...applicationMessages, ...applicationDetailsMessages };

/** What a button in the details opens: an application dialog, or an interview dialog with the interview it changes. */
type OnDetailsAction = (
  action: ApplicationDialogAction | InterviewDialogAction,
  record: ApplicationRecord,
  interview?: InterviewRecord | null,
) => void;

/** The log's title of each action (`create` is the submission). */
const logTitles: Readonly<Partial<Record<ApplicationAction | 'create', MessageDescriptor>>> = {
  ...applicationActionLabels,
  create: messages.submitted,
  interview: messages.interview,
  'revert-placement': messages.revertAction,
};

/** The employer's latest feedback on the application, its assessment level labelled from its list. */
function LatestFeedback({ feedback }: { feedback: NonNullable<ApplicationRecord['feedback']> }) {
  const intl = useIntl();
  const levels = useAtomValue(selectOptionsAtom('assessment-levels'));
  const level = feedback.assessmentLevel
    ? (levels.options.find((option) => option.id === feedback.assessmentLevel)?.label ?? feedback.assessmentLevel)
    : null;
  const by = feedback.author ? intl.formatMessage(messages.feedbackBy as MessageDescriptor, { name: feedback.author.fullName }) : null;
  return (
    <Stack gap="xsmall">
      <Heading level={3} size={4}>
        {intl.formatMessage(messages.feedback)}
      </Heading>
      <Text>{plainText(feedback.feedback)}</Text>
      {level || by ? (
        <Text tone="secondary" size="small">
          {[level, by].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The application's log, newest first, its reasons labelled from their lists. */
function ApplicationLog({ record }: { record: ApplicationRecord }) {
  const intl = useIntl();
  const rejectReasons = useAtomValue(selectOptionsAtom('candidate-reject-reasons'));
  const withdrawReasons = useAtomValue(selectOptionsAtom('candidate-withdraw-reasons'));
  const labels = new Map([...rejectReasons.options, ...withdrawReasons.options].map((option) => [option.id, option.label]));
  const status = (code: string) => formatDomainText(intl, applicationStatusMessageId(code as ApplicationStatus));
  return (
    <Stack gap="small">
      <Heading level={3} size={4}>
        {intl.formatMessage(messages.log)}
      </Heading>
      <StatusHistory
        aria-label={intl.formatMessage(messages.log)}
        emptyText={intl.formatMessage(messages.logEmpty)}
        entries={[...record.logs].reverse().map((entry) => {
          const title = logTitles[entry.action as ApplicationAction | 'create'];
          return {
            id: entry.id,
            at: entry.creationDate,
            title: title ? intl.formatMessage(title) : status(entry.status.code),
            status: <StatusBadge status={entry.status.code} showProgress={false} />,
            actor: entry.actor?.fullName ?? null,
            reason: entry.reason ? (labels.get(entry.reason) ?? entry.reason) : null,
            comment: entry.comment,
          };
        })}
      />
    </Stack>
  );
}

/** The application's interviews; the vacancy's side changes and cancels them. */
function ApplicationInterviews({ record, vacancy, onAction }: { record: ApplicationRecord; vacancy: Vacancy; onAction: OnDetailsAction }) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom).data;
  const interviews = useAtomValue(applicationInterviewsAtom({ vacancyId: vacancy.id, id: record.id }));
  if (interviews.error) {
    return <InlineAlert tone="critical">{intl.formatMessage(messages.interviewsFailed)}</InlineAlert>;
  }
  const find = (id: number) => interviews.items.find((item) => item.id === id) ?? null;
  return (
    <InterviewList
      interviews={interviews.items}
      isLoading={interviews.isPending}
      canManage={can(user, 'interview-edit', jobOwner(vacancy))}
      onEdit={(id) => onAction('edit-interview', record, find(id))}
      onCancel={(id) => onAction('cancel-interview', record, find(id))}
    />
  );
}

/** The details below an opened card's actions. */
export function ApplicationDetails({
  record,
  vacancy,
  onAction,
}: {
  record: ApplicationRecord;
  vacancy: Vacancy;
  onAction: OnDetailsAction;
}) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom).data;
  const placement = record.placement?.status.code === 'active' ? record.placement : null;
  const placementActions = placement
    ? [
        ...(can(user, 'placement-edit', jobOwner(vacancy))
          ? [{ id: 'edit-placement', label: intl.formatMessage(messages.editPlacement) }]
          : []),
        ...(record.actions.includes('revert-placement')
          ? [{ id: 'revert-placement', label: intl.formatMessage(messages.revertPlacement), isDestructive: true }]
          : []),
      ]
    : [];
  return (
    <>
      {placement ? (
        <PlacementSummary
          placement={placement}
          currency={vacancy.salary?.currency?.code ?? 'chf'}
          actions={placementActions}
          onAction={(action) => onAction(action as ApplicationDialogAction, record)}
        />
      ) : null}
      <ApplicationInterviews record={record} vacancy={vacancy} onAction={onAction} />
      {record.feedback ? <LatestFeedback feedback={record.feedback} /> : null}
      <ApplicationLog record={record} />
    </>
  );
}
