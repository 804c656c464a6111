/**
 * What the bulk bar of the applications tab opens and runs (issue 16 point 4): the reject dialog
 * with one reason or the confirmation of the HR review, the progress while each application is done
 * on its own (bulk.atoms.ts), and the per-application results. A chunk of its own, loaded when the
 * first application is selected (decision 0043); the toolbar itself is BulkActions.tsx.
 */
import type { Vacancy } from '@mandate/api-client';
import { Button, ConfirmActionDialog, Heading, InlineAlert, RejectCandidateDialog, Stack, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { bulkApplicationsAtom, type BulkAction, type BulkPanelState, type BulkResult } from './bulk.atoms';
import { bulkPanelMessages as messages } from './BulkPanel.messages';

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

export interface BulkPanelProps extends BulkPanelState {
  vacancy: Vacancy;
  /** The selected applications, in the pipeline's order. */
  chosen: readonly { id: number; name: string }[];
  /** Unselects every application (after a bulk action). */
  clear: () => void;
}

/** The bulk bar's open dialog, its progress and its last results; the toolbar keeps the state, so the buttons follow it. */
export function BulkPanel({ vacancy, chosen, clear, dialog, setDialog, progress, setProgress, last, setLast }: BulkPanelProps) {
  const intl = useIntl();
  const run = useSetAtom(bulkApplicationsAtom);
  const reasons = useAtomValue(selectOptionsAtom('candidate-reject-reasons'));
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
      clear();
    } finally {
      setProgress(null);
      setDialog(null);
    }
  };

  return (
    <>
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
    </>
  );
}
