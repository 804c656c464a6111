/**
 * Bulk actions on the applications tab (issue 16 point 4): the vacancy's side selects applications
 * (a checkbox per card, Space with the keyboard) and rejects them with one reason (the reject dialog
 * once) or moves them to the HR review; each application is done on its own (bulk.atoms.ts) and the
 * results list which were done and which the server refused, with its reason.
 */
import type { ApplicationListItem, Vacancy } from '@mandate/api-client';
import { can, jobOwner } from '@mandate/domain';
import { Button, Inline, LoadingOverlay, Stack, Text } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { currentUserAtom } from '../../session/session';
import type { BulkAction, BulkResult } from './bulk.atoms';
import { interviewMessages as messages } from './VacancyInterviews.messages';
import { messages as pageMessages } from './VacancyView.messages';

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

/**
 * The panel's code (dialogs, progress, results, the bulk action's atom and texts): a chunk of its
 * own, started when the first application is selected (the buttons that open it are disabled until
 * then) and mounted from the first press on (decision 0043).
 */
const loadPanel = () => import('./BulkPanel');
const BulkPanel = lazy(() => loadPanel().then((m) => ({ default: m.BulkPanel })));

/** The toolbar above the pipeline: how many are selected, Move to review, Reject…, Clear; the panel with the dialogs and results. */
export function BulkBar({ vacancy, items, bulk }: { vacancy: Vacancy; items: readonly ApplicationListItem[]; bulk: BulkSelection }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<BulkAction['kind'] | null>(null);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [last, setLast] = useState<{ action: BulkAction['kind']; results: BulkResult[] } | null>(null);
  const chosen = items.filter((item) => bulk.selected.has(item.id)).map((item) => ({ id: item.id, name: item.candidate.fullName }));
  const count = chosen.length;
  // A failure is left to the panel's own import when it mounts.
  useEffect(() => {
    if (count > 0) void loadPanel().catch(() => undefined);
  }, [count]);
  const isUsed = dialog !== null || progress !== null || last !== null;

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
      {isUsed ? (
        // While the panel's code loads, the overlay a dialog shows while its own form loads.
        <Suspense fallback={<LoadingOverlay fullPage label={intl.formatMessage(pageMessages.loadingDialog)} />}>
          <BulkPanel
            vacancy={vacancy}
            chosen={chosen}
            clear={bulk.clear}
            dialog={dialog}
            setDialog={setDialog}
            progress={progress}
            setProgress={setProgress}
            last={last}
            setLast={setLast}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
