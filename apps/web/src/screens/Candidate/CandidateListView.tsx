import type { CandidateListItem } from '@mandate/api-client';
import { candidateStatuses, type CandidateStatus } from '@mandate/domain';
import {
  Button,
  CandidateList,
  CandidateRow,
  Card,
  EmptyState,
  InlineAlert,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  SkeletonText,
  Stack,
  TextField,
  useAfterFirstPaint,
} from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import type { ScreenPrefetch } from '../../routes/prefetch';
import { page as pageStyle } from '../page.css';
import { formatListTitle, messages } from './Candidate.messages';
import { CandidateActionDialog, candidateMenuItems, useCloneCandidate } from './CandidateActions';
import { candidateListAtom, candidateListKey } from './candidate.atoms';

const PAGE_SIZE = 25;

type RowAction = (action: string, candidate: { id: number; fullName: string }) => void;

/**
 * The page's rows, memoised: typing in the search re-renders the field, not the rows and their
 * menus (pnpm bench: INP of filtering "My candidates").
 */
const CandidateRows = memo(function CandidateRows({ items, onAction }: { items: readonly CandidateListItem[]; onAction: RowAction }) {
  const intl = useIntl();
  return (
    <CandidateList aria-label={intl.formatMessage(messages.listLabel)}>
      {items.map((candidate) => (
        <CandidateRow
          key={candidate.id}
          name={candidate.fullName}
          href={paths.candidate(candidate.id)}
          status={candidate.status.code}
          position={candidate.position}
          place={[candidate.city, candidate.country?.label].filter(Boolean).join(', ') || null}
          email={candidate.email}
          hasConsent={candidate.consent !== null}
          runningApplications={candidate.runningApplications}
          actions={candidateMenuItems(intl, candidate, candidate.id)}
          onAction={(action) => onAction(String(action), { id: candidate.id, fullName: candidate.fullName })}
        />
      ))}
    </CandidateList>
  );
});
const isStatus = (value: string | null): value is CandidateStatus => (candidateStatuses as readonly (string | null)[]).includes(value);

/** The list's search, status and page as the address has them. */
function listParamsOf(params: URLSearchParams) {
  const statusParam = params.get('status');
  return {
    search: params.get('search') ?? '',
    status: isStatus(statusParam) ? statusParam : ('active' satisfies CandidateStatus),
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
  };
}

/**
 * "My candidates" (`/dashboard/candidate/list`): the consultant's candidates with search, status and
 * paging in the URL, each row with the server's actions (edit, consent, clone, delete where allowed),
 * and "New candidate" as the primary action.
 */
export default function CandidateListView() {
  // On a page load the heading paints first; search, status and the rows follow (decision 0046).
  const bodyShown = useAfterFirstPaint();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { search, status, page: pageNumber } = listParamsOf(params);
  const list = useAtomValue(candidateListAtom(candidateListKey({ search, status, page: pageNumber, pageSize: PAGE_SIZE })));
  const [typed, setTyped] = useState(search);
  const [dialog, setDialog] = useState<{ action: 'consent' | 'delete'; candidate: { id: number; fullName: string } } | null>(null);
  const clone = useCloneCandidate();
  const cloneNow = useRef(clone);
  cloneNow.current = clone;
  const onRowAction = useCallback<RowAction>((action, target) => {
    if (action === 'clone') void cloneNow.current(target).catch(() => {});
    else if (action === 'consent' || action === 'delete') setDialog({ action, candidate: target });
  }, []);

  // The search goes into the URL 300 ms after the last key.
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(
      () =>
        setParams(
          (next) => {
            if (typed) next.set('search', typed);
            else next.delete('search');
            next.delete('page');
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const filtered = search !== '' || status !== 'active';
  const content = list.error ? (
    <InlineAlert
      tone="critical"
      action={
        <Button size="small" variant="secondary" onPress={list.retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.failed)}
    </InlineAlert>
  ) : list.isPending ? (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  ) : list.items.length === 0 ? (
    filtered ? (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.noMatch)}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              setTyped('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {intl.formatMessage(messages.clearFilters)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.empty)}
        action={<Button onPress={() => void navigate(paths.candidateCreate())}>{intl.formatMessage(messages.create)}</Button>}
      />
    )
  ) : (
    <Card>
      <CandidateRows items={list.items} onAction={onRowAction} />
      <Pagination
        page={pageNumber}
        pageSize={PAGE_SIZE}
        pageSizeOptions={[PAGE_SIZE]}
        total={list.total}
        onChange={({ page }) =>
          setParams((next) => {
            next.set('page', String(page));
            return next;
          })
        }
      />
    </Card>
  );

  return (
    <main className={pageStyle} aria-busy={list.isPending || !bodyShown || undefined}>
      <Stack gap="large">
        <PageHeader
          title={list.isPending || list.error ? intl.formatMessage(messages.listTitle) : formatListTitle(intl, list.total)}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.dashboard) }}
          primaryAction={<Button onPress={() => void navigate(paths.candidateCreate())}>{intl.formatMessage(messages.create)}</Button>}
        />
        {bodyShown ? (
          <>
            <Stack gap="medium">
              <TextField type="search" label={intl.formatMessage(messages.search)} value={typed} onChange={setTyped} />
              <Select
                label={intl.formatMessage(messages.status)}
                items={[
                  { id: 'active', label: intl.formatMessage(messages.statusActive) },
                  { id: 'deleted', label: intl.formatMessage(messages.statusDeleted) },
                ]}
                value={status}
                onChange={(key) =>
                  setParams((next) => {
                    next.set('status', String(key));
                    next.delete('page');
                    return next;
                  })
                }
              />
            </Stack>
            {list.isPending && !list.error ? <Skeleton width="40%" height="heading" /> : null}
            {content}
          </>
        ) : (
          <Skeleton height="block" />
        )}
      </Stack>
      {dialog ? <CandidateActionDialog action={dialog.action} candidate={dialog.candidate} onClose={() => setDialog(null)} /> : null}
    </main>
  );
}

/** The address's page of candidates, asked for before the first render (decision 0035). */
export const prefetch: ScreenPrefetch = ({ url }) => [
  candidateListAtom(candidateListKey({ ...listParamsOf(url.searchParams), pageSize: PAGE_SIZE })),
];
