import { isApiError } from '@mandate/api-client';
import { jobActionMessageId, jobActions, type Id, type JobAction } from '@mandate/domain';
import { Button, ConsultantStatusBadge, InlineAlert, JobStatusBadge, SkeletonText, StatusHistory, formatDomainText } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl, type IntlShape } from 'react-intl';
import { messages } from './VacancyView.messages';
import { vacancyHistoryAtom, type VacancyHistoryEntry } from './vacancy.atoms';

const isJobAction = (action: string): action is JobAction => (jobActions as readonly string[]).includes(action);

/** What happened, in words: the vacancy action's label, or the consultant's name for a change of their status (the badge says to what). */
function titleOf(intl: IntlShape, entry: VacancyHistoryEntry): string {
  if (entry.entityType === 'job-recruiter') return entry.consultantName ?? intl.formatMessage(messages.tabConsultants);
  if (isJobAction(entry.action)) return formatDomainText(intl, jobActionMessageId(entry.action));
  // `create` and other server-side steps: the status reached names it.
  return formatDomainText(intl, `domain.job-status.${entry.status.code}`);
}

/** The history tab (`GET /job/{id}/history`): the vacancy's and its consultants' status changes, newest first. */
export function VacancyHistory({ vacancyId }: { vacancyId: Id }) {
  const intl = useIntl();
  const history = useAtomValue(vacancyHistoryAtom(vacancyId));

  if (history.error && history.items.length === 0) {
    const message = isApiError(history.error) ? history.error.serverMessage : null;
    return (
      <InlineAlert
        tone="critical"
        action={
          <Button size="small" variant="secondary" onPress={history.retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      >
        {message ?? intl.formatMessage(messages.historyFailed)}
      </InlineAlert>
    );
  }
  if (history.isPending) {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.historyLoading)} role="status">
        <SkeletonText lines={4} />
      </div>
    );
  }
  return (
    <StatusHistory
      aria-label={intl.formatMessage(messages.tabHistory)}
      entries={history.items.map((entry) => ({
        id: entry.id,
        at: entry.creationDate,
        title: titleOf(intl, entry),
        status:
          entry.shown.kind === 'job' ? (
            <JobStatusBadge status={entry.shown.status} />
          ) : (
            <ConsultantStatusBadge status={entry.shown.status} />
          ),
        actor: entry.actionUser?.name ?? null,
        reason: entry.reason,
        comment: entry.comment,
      }))}
    />
  );
}
