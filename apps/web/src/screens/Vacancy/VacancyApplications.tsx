import { isApiError, type ApplicationListItem, type ApplicationRecord, type InterviewRecord, type Vacancy } from '@mandate/api-client';
import { applicationStatusMessageId, can, jobOwner } from '@mandate/domain';
import {
  ApplicationCard,
  ApplicationList,
  Button,
  EmptyState,
  firstUse,
  Heading,
  InlineAlert,
  LoadingOverlay,
  SkeletonText,
  Stack,
  Text,
  formatDomainText,
  type ApplicationCardAction,
  type ApplicationCardProps,
} from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { memo, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { currentUserAtom } from '../../session/session';
import { RetryAlert } from '../PageStates';
import type { ApplicationDialogAction } from './ApplicationDialogs';
import { BulkBar, useBulkSelection } from './BulkActions';
import type { InterviewDialogAction } from './InterviewDialogs';
import { interviewMessages } from './VacancyInterviews.messages';
import { applicationActionLabels, applicationMessages as messages } from './VacancyApplications.messages';
import { messages as vacancyMessages } from './VacancyView.messages';
import {
  PIPELINE_PAGE_SIZE,
  tabActionsOf,
  vacancyApplicationAtom,
  vacancyApplicationsAtom,
  type ApplicationTabAction,
} from './applications.atoms';

/**
 * The dialogs of the cards' actions (their wiring, action atoms and texts): chunks of their own,
 * loaded on first use and preloaded when a card opens, before its actions show (decision 0043).
 */
const loadApplicationDialogs = () => import('./ApplicationDialogs');
const loadInterviewDialogs = () => import('./InterviewDialogs');
const applicationDialog = firstUse(loadApplicationDialogs, (m) => m.ApplicationActionDialog);
const interviewDialog = firstUse(loadInterviewDialogs, (m) => m.InterviewActionDialog);
const ApplicationActionDialog = applicationDialog.Component;
const InterviewActionDialog = interviewDialog.Component;
/**
 * An opened card's details (placement, interviews, feedback, log): a chunk of its own, preloaded
 * when a card opens, and rendered in the card's own commit when their chunk is there (mostly: it
 * loads while the record does), as the vacancy tabs do (decision 0043).
 */
const details = firstUse(
  () => import('./ApplicationDetails'),
  (m) => m.ApplicationDetails,
);
const ApplicationDetails = details.Component;
const preloadOpened = () => {
  details.preload();
  applicationDialog.preload();
  interviewDialog.preload();
};

const toneOf: Partial<Record<ApplicationTabAction, ApplicationCardAction['tone']>> = {
  hire: 'primary',
  reject: 'critical',
  withdraw: 'critical',
};

/**
 * The card's buttons: the actions the server allows this viewer now (domain's machine), those the tab
 * carries out; the feedback when domain's permission check lets this viewer give or edit it; the PDF.
 */
function cardActions(intl: IntlShape, record: ApplicationRecord, mayGiveFeedback: boolean): ApplicationCardAction[] {
  return [
    ...(record.actions.includes('interview') ? [{ id: 'interview', label: intl.formatMessage(interviewMessages.schedule) }] : []),
    ...tabActionsOf(record).map((action) => ({
      id: action,
      label: intl.formatMessage(applicationActionLabels[action]),
      tone: toneOf[action],
    })),
    ...(mayGiveFeedback
      ? [{ id: 'feedback', label: intl.formatMessage(record.feedback ? messages.editFeedback : messages.giveFeedback) }]
      : []),
    { id: 'download-pdf', label: intl.formatMessage(messages.downloadPdf) },
  ];
}

/** What a card's button opens: an application dialog, or an interview dialog (with the interview it changes). */
type TabDialogAction = ApplicationDialogAction | InterviewDialogAction;
type OnCardAction = (action: TabDialogAction, record: ApplicationRecord, interview?: InterviewRecord | null) => void;
const interviewActions: readonly string[] = ['interview', 'edit-interview', 'cancel-interview'] satisfies InterviewDialogAction[];
const isInterviewAction = (action: TabDialogAction): action is InterviewDialogAction => interviewActions.includes(action);

interface CardProps {
  item: ApplicationListItem;
  vacancy: Vacancy;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  onAction: OnCardAction;
  /** The card's bulk-selection checkbox, when the viewer may act in bulk. */
  selection?: ApplicationCardProps['selection'];
}

interface PipelineCardProps extends Omit<CardProps, 'onExpandedChange' | 'selection'> {
  /** Opens or closes the card of this id (one stable callback for every card). */
  onToggle: (id: number, isExpanded: boolean) => void;
  /** Whether the card is selected for a bulk action; absent when the viewer may not act in bulk. */
  isSelected?: boolean | undefined;
  /** Selects or unselects the card of this id (one stable callback for every card). */
  onSelect?: ((id: number, isSelected: boolean) => void) | undefined;
}

const cardBase = (item: ApplicationListItem) => ({
  candidateName: item.candidate.fullName,
  consultantName: item.recruiter.fullName,
  agencyName: item.recruiter.organization?.name ?? null,
  status: item.status.code,
  since: item.statusChangeDate,
  submitted: item.creationDate,
  interviews: item.interviewsCount,
});

/** An opened card: the application's record (`GET /application/{id}/view`) with its actions, placement and log. */
function OpenCard({ item, vacancy, onExpandedChange, onAction, selection }: Omit<CardProps, 'isExpanded'>) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom).data;
  const { record, isPending, error, retry } = useAtomValue(vacancyApplicationAtom({ vacancyId: vacancy.id, id: item.id }));
  const base = cardBase(item);
  if (!record) {
    return (
      <ApplicationCard
        {...base}
        selection={selection}
        isExpanded
        onExpandedChange={onExpandedChange}
        isLoadingDetails={isPending}
        actions={[]}
      >
        {error ? (
          <InlineAlert
            tone="critical"
            action={
              <Button size="small" variant="secondary" onPress={retry}>
                {intl.formatMessage(vacancyMessages.retry)}
              </Button>
            }
          >
            {(isApiError(error) ? error.serverMessage : null) ?? intl.formatMessage(messages.detailsFailed)}
          </InlineAlert>
        ) : null}
      </ApplicationCard>
    );
  }
  return (
    <ApplicationCard
      {...base}
      // The record is newer than the list while the list refetches after a change.
      status={record.status.code}
      since={record.statusChangeDate}
      selection={selection}
      isExpanded
      onExpandedChange={onExpandedChange}
      actions={cardActions(intl, record, can(user, record.feedback ? 'feedback-edit' : 'feedback-create', jobOwner(vacancy)))}
      onAction={(action) => onAction(action as TabDialogAction, record)}
    >
      {/* The details' code loads when a card opens (preloaded by the press), mostly while the record loads. */}
      <Suspense fallback={null}>
        <ApplicationDetails record={record} vacancy={vacancy} onAction={onAction} />
      </Suspense>
    </ApplicationCard>
  );
}

/**
 * One card of the pipeline, memoised: opening a card or a dialog re-renders that card only, not the
 * hundreds of others (the vacancy page bench: 500 applications, INP of selecting one and of opening
 * an action). Its callbacks are the tab's stable ones, keyed by the application's id.
 */
const PipelineCard = memo(function PipelineCard({ onToggle, isSelected, onSelect, ...props }: PipelineCardProps) {
  const intl = useIntl();
  const id = props.item.id;
  const name = props.item.candidate.fullName;
  const onExpandedChange = useCallback((open: boolean) => onToggle(id, open), [onToggle, id]);
  const selection = useMemo(
    () =>
      onSelect && isSelected !== undefined
        ? {
            isSelected,
            label: intl.formatMessage(interviewMessages.select as MessageDescriptor, { name }),
            onChange: (selected: boolean) => onSelect(id, selected),
          }
        : undefined,
    [intl, onSelect, isSelected, id, name],
  );
  if (props.isExpanded) return <OpenCard {...props} selection={selection} onExpandedChange={onExpandedChange} />;
  return <ApplicationCard {...cardBase(props.item)} selection={selection} isExpanded={false} onExpandedChange={onExpandedChange} />;
});

export interface VacancyApplicationsProps {
  vacancy: Vacancy;
  /** The viewer is a search consultant (they see only the candidates they submitted). */
  isConsultant: boolean;
}

/** How many cards the first render of the pipeline shows; the rest follow (useProgressiveCount). */
const FIRST_CARDS = 30;

/**
 * How many of `total` cards to render: the first `first` at once, then `first` more in each
 * transition until all show (decision 0035). The pipeline shows up to 200 cards of React Aria
 * controls: rendered in one go they held the main thread for seconds at 4× CPU slowdown before the
 * page could paint or answer a click; a transition renders in slices that yield to input, and a
 * batch's commit stays short.
 */
function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + first));
  }, [count, total, first]);
  return Math.min(count, total);
}

/**
 * The applications tab of the vacancy page: the vacancy's applications by status in pipeline order
 * (labels and progress of 001 §4.3), each opening to the actions the server's domain machine allows
 * this viewer, its placement and its log; the dialogs of those actions. Data and writes through
 * `applications.atoms.ts`.
 */
export function VacancyApplications({ vacancy, isConsultant }: VacancyApplicationsProps) {
  const intl = useIntl();
  const applications = useAtomValue(vacancyApplicationsAtom(vacancy.id));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<{ action: TabDialogAction; record: ApplicationRecord; interview: InterviewRecord | null } | null>(
    null,
  );
  const bulk = useBulkSelection(vacancy, isConsultant);
  // Opening a card and opening an action's dialog render in a transition (decision 0040): the
  // pressed button paints at once and the card's details or the dialog follow in slices that
  // yield, instead of one long task between the press and the next paint.
  const onToggle = useCallback((id: number, open: boolean) => {
    if (open) preloadOpened();
    startTransition(() =>
      setExpanded((current) => {
        const next = new Set(current);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    );
  }, []);
  const onAction = useCallback<OnCardAction>(
    (action, record, interview = null) => startTransition(() => setDialog({ action, record, interview })),
    [],
  );
  const shown = useProgressiveCount(applications.items.length, FIRST_CARDS);
  // Each group's cards within the first `shown` of the pipeline order.
  const groups = useMemo(() => {
    let left = shown;
    return applications.groups.map((group) => {
      const items = group.items.slice(0, Math.max(0, left));
      left -= items.length;
      return { ...group, shown: items };
    });
  }, [applications.groups, shown]);

  if (applications.error && applications.items.length === 0) {
    return (
      <RetryAlert
        error={applications.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(vacancyMessages.retry)}
        onRetry={applications.retry}
      />
    );
  }
  if (applications.isPending) {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (applications.items.length === 0) {
    return (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(isConsultant ? messages.emptyConsultant : messages.emptyEmployer)}
      />
    );
  }
  return (
    <Stack gap="large">
      {applications.total > applications.items.length ? (
        <Text tone="secondary" size="small">
          {intl.formatMessage(messages.capped as MessageDescriptor, {
            shown: Math.min(PIPELINE_PAGE_SIZE, applications.items.length),
            total: applications.total,
          })}
        </Text>
      ) : null}
      {bulk.isAllowed ? <BulkBar vacancy={vacancy} items={applications.items} bulk={bulk} /> : null}
      {groups.map((group) => {
        const label = formatDomainText(intl, applicationStatusMessageId(group.status));
        return (
          <section key={group.status} aria-label={label}>
            <Stack gap="small">
              <Heading level={2} size={4}>
                {intl.formatMessage(messages.groupTitle as MessageDescriptor, { status: label, count: group.items.length })}
              </Heading>
              <ApplicationList aria-label={label}>
                {group.shown.map((item) => (
                  <PipelineCard
                    key={item.id}
                    item={item}
                    vacancy={vacancy}
                    isExpanded={expanded.has(item.id)}
                    onToggle={onToggle}
                    onAction={onAction}
                    isSelected={bulk.isAllowed ? bulk.selected.has(item.id) : undefined}
                    onSelect={bulk.isAllowed ? bulk.select : undefined}
                  />
                ))}
              </ApplicationList>
            </Stack>
          </section>
        );
      })}
      {dialog ? (
        // While the dialogs' code loads, the overlay a dialog shows while its own form loads.
        <Suspense fallback={<LoadingOverlay fullPage label={intl.formatMessage(vacancyMessages.loadingDialog)} />}>
          {isInterviewAction(dialog.action) ? (
            <InterviewActionDialog
              action={dialog.action}
              application={dialog.record}
              vacancy={vacancy}
              interview={dialog.interview}
              onClose={() => setDialog(null)}
            />
          ) : (
            <ApplicationActionDialog
              action={dialog.action as ApplicationDialogAction}
              application={dialog.record}
              vacancy={vacancy}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      ) : null}
    </Stack>
  );
}
