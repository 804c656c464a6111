/**
 * Bulk actions on the applications tab (issue 16 point 4): the vacancy's side selects applications
 * (a checkbox per card, Space with the keyboard) and rejects them with one reason (the reject dialog
 * once) or moves them to the HR review; each application is done on its own (bulk.atoms.ts) and the
 * results list which were done and which the server refused, with its reason.
 */
import type { ApplicationListItem, Vacancy } from '@mandate/api-client';
import { can, jobOwner } from '@mandate/domain';
import { Button, ConfirmActionDialog, Heading, Inline, InlineAlert, RejectCandidateDialog, Stack, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { currentUserAtom } from '../../session/session';
import { bulkApplicationsAtom, type BulkAction, type BulkResult } from './bulk.atoms';
import { interviewMessages as messages } from './VacancyInterviews.messages';

/** The selection of the tab's applications, and whether this viewer may act in bulk (the vacancy's side with reject or review). */
export function useBulkSelection(vacancy: Vacancy, isConsultant: boolean) {
  const user = useAtomValue(currentUserAtom).data;
  const owner = jobOwner(vacancy);
  const mayReject = !isConsultant && can(user, 'application-reject', owner);
  const mayReview = !isConsultant && can(user, 'application-review', owner);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = useCallback(
    (id: number, isSelected: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (isSelected) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return useMemo(
    () => ({
      isAllowed: mayReject || mayReview,
      mayReject,
      mayReview,
      selected,
      clear: () => setSelected(new Set()),
      /** Selects or unselects one application (stable: the memoised cards keep it). */
      select,
    }),
    [mayReject, mayReview, selected, select],
  );
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** The per-application answers of the last bulk action. */
function BulkResults({
  results,
  action,
  onDismiss,
}: {
  results: readonly BulkResult[];
  action: BulkAction['kind'];
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const done = results.filter((r) => r.outcome === 'done').length;
  const text = (result: BulkResult) => {
    if (result.outcome === 'done') {
      return intl.formatMessage((action === 'reject' ? messages.rejected : messages.reviewed) as MessageDescriptor, { name: result.name });
    }
    if (result.outcome === 'refused') {
      return intl.formatMessage(messages.refused as MessageDescriptor, { name: result.name, reason: result.reason ?? '' });
    }
    return intl.formatMessage(messages.failedRow as MessageDescriptor, { name: result.name });
  };
  return (
    <section aria-label={intl.formatMessage(messages.resultsTitle)}>
      <InlineAlert
        tone={done === results.length ? 'positive' : 'caution'}
        action={
          <Button size="small" variant="secondary" onPress={onDismiss}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        }
      >
        <Stack gap="xsmall">
          <Heading level={2} size={4}>
            {intl.formatMessage(messages.resultsTitle)}
          </Heading>
          <Text>{intl.formatMessage(messages.resultsSummary as MessageDescriptor, { done, refused: results.length - done })}</Text>
          <ul aria-label={intl.formatMessage(messages.resultsTitle)}>
            {results.map((result) => (
              <li key={result.id} data-outcome={result.outcome}>
                {text(result)}
              </li>
            ))}
          </ul>
        </Stack>
      </InlineAlert>
    </section>
  );
}

/** The toolbar above the pipeline: how many are selected, Move to review, Reject…, Clear; the dialogs; the results. */
export function BulkBar({ vacancy, items, bulk }: { vacancy: Vacancy; items: readonly ApplicationListItem[]; bulk: BulkSelection }) {
  const intl = useIntl();
  const run = useSetAtom(bulkApplicationsAtom);
  const reasons = useAtomValue(selectOptionsAtom('candidate-reject-reasons'));
  const [dialog, setDialog] = useState<BulkAction['kind'] | null>(null);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [last, setLast] = useState<{ action: BulkAction['kind']; results: BulkResult[] } | null>(null);
  const chosen = items.filter((item) => bulk.selected.has(item.id)).map((item) => ({ id: item.id, name: item.candidate.fullName }));
  const count = chosen.length;

  const start = async (action: BulkAction) => {
    setProgress({ done: 0, count });
    setLast(null);
    try {
      const results = await run({
        vacancyId: vacancy.id,
        applications: chosen,
        action,
        onProgress: (done) => setProgress({ done, count }),
      });
      setLast({ action: action.kind, results });
      bulk.clear();
    } finally {
      setProgress(null);
      setDialog(null);
    }
  };

  return (
    <Stack gap="small">
      <div role="toolbar" aria-label={intl.formatMessage(messages.toolbar)}>
        <Inline gap="small" align="center">
          <Text size="small" tone="secondary">
            {intl.formatMessage(messages.selectedCount as MessageDescriptor, { count })}
          </Text>
          {bulk.mayReview ? (
            <Button size="small" variant="secondary" isDisabled={count === 0 || progress !== null} onPress={() => setDialog('review')}>
              {intl.formatMessage(messages.review)}
            </Button>
          ) : null}
          {bulk.mayReject ? (
            <Button size="small" variant="critical" isDisabled={count === 0 || progress !== null} onPress={() => setDialog('reject')}>
              {intl.formatMessage(messages.reject)}
            </Button>
          ) : null}
          {count > 0 ? (
            <Button size="small" variant="ghost" isDisabled={progress !== null} onPress={bulk.clear}>
              {intl.formatMessage(messages.clear)}
            </Button>
          ) : null}
        </Inline>
      </div>
      {progress ? <p role="status">{intl.formatMessage(messages.running as MessageDescriptor, progress)}</p> : null}
      {last ? <BulkResults results={last.results} action={last.action} onDismiss={() => setLast(null)} /> : null}
      {dialog === 'reject' ? (
        <RejectCandidateDialog
          candidateName={intl.formatMessage(messages.candidates as MessageDescriptor, { count })}
          reasons={reasons.options}
          isLoadingReasons={reasons.isLoading}
          onCancel={() => setDialog(null)}
          onSubmit={(payload) => start({ kind: 'reject', payload })}
        />
      ) : null}
      {dialog === 'review' ? (
        <ConfirmActionDialog
          texts={{
            title: intl.formatMessage(messages.reviewTitle),
            message: intl.formatMessage(messages.reviewMessage as MessageDescriptor, {
              names: chosen.map((c) => c.name).join(', '),
            }),
          }}
          onCancel={() => setDialog(null)}
          onSubmit={() => start({ kind: 'review' })}
        />
      ) : null}
    </Stack>
  );
}
