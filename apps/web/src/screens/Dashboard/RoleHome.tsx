import { isApiError, type VacancyListItem } from '@mandate/api-client';
import {
  ApplyToVacancyDialog,
  Button,
  Card,
  DeclineInvitationDialog,
  EmptyState,
  InlineAlert,
  InvitationCard,
  InvitationList,
  Link,
  LoadingOverlay,
  Stack,
  TaskDialog,
  TaskList,
  taskText,
  Text,
  VacancyCard,
  VacancyCardList,
  VacancyCardSkeleton,
  VacancyStatusCounts,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { countersAtom } from '../../session/session';
import { paths } from '../../routes/paths';
import { defaultListState, listedStatuses, writeListState } from '../VacancyList/listState';
import {
  acceptInvitationFromHomeAtom,
  completeTaskFromHomeAtom,
  declineInvitationFromHomeAtom,
  editTaskFromHomeAtom,
  employerCountsAtom,
  employerVacanciesAtom,
  employerWaitingAtom,
  invitationsAtom,
  moderationAtom,
  requestableAtom,
  taskHref,
  tasksAtom,
  workingOnAtom,
  type HomeInvitation,
} from './home.atoms';
import { messages } from './RoleHome.messages';

/** A day as the locale writes it: `05.03.2026` in German. */
function formatDay(intl: IntlShape, iso: string): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });
}

const placeOf = (vacancy: Pick<VacancyListItem, 'place'>) =>
  [vacancy.place?.city, vacancy.place?.country?.label].filter(Boolean).join(', ') || null;

/** The card props of a listed vacancy, linking to its page. */
const cardOf = (vacancy: VacancyListItem) => ({
  title: vacancy.title,
  href: paths.vacancy(vacancy.id),
  status: vacancy.status.code,
  organization: vacancy.authoredBy.organization?.name ?? null,
  place: placeOf(vacancy),
  reference: vacancy.reference,
  publicationDate: vacancy.publicationDate,
});

/** The vacancy list showing one status's tab, or nothing for a status the list has no tab for. */
const listOfStatus = (status: string) =>
  (listedStatuses as readonly string[]).includes(status)
    ? paths.vacancies(
        writeListState({ ...defaultListState, tab: status as (typeof listedStatuses)[number] }, [defaultListState.pageSize]).toString(),
      )
    : undefined;

/**
 * One section of a home page: a card titled by its h2 with skeletons while it loads (aria-busy), an
 * inline alert with "Try again" where it failed, an empty state saying why, or the list.
 */
function HomeSection({
  title,
  isPending,
  error,
  retry,
  isEmpty,
  empty,
  emptyHint,
  children,
  footer,
}: {
  title: string;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  isEmpty: boolean;
  empty: string;
  emptyHint?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (error) {
    const message = isApiError(error) ? error.serverMessage : null;
    body = (
      <InlineAlert
        tone="critical"
        action={
          <Button size="small" variant="secondary" onPress={retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      >
        {message ?? intl.formatMessage(messages.failed)}
      </InlineAlert>
    );
  } else if (isPending) {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <VacancyCardSkeleton count={2} />
      </div>
    );
  } else if (isEmpty) {
    body = <EmptyState title={empty} description={emptyHint} />;
  } else {
    body = (
      <Stack gap="small">
        {children}
        {footer}
      </Stack>
    );
  }
  return <Card title={title}>{body}</Card>;
}

/** "10 of 14 shown" under a list that shows only the first items. */
function More({ shown, total }: { shown: number; total: number }) {
  const intl = useIntl();
  if (total <= shown) return null;
  return (
    <Text size="small" tone="secondary">
      {intl.formatMessage(messages.more as MessageDescriptor, { shown: intl.formatNumber(shown), total: intl.formatNumber(total) })}
    </Text>
  );
}

// --- Tasks ----------------------------------------------------------------------------------------

/**
 * The user's open tasks (issue 17 point 7): what to do, linking to where it is done, Edit (the
 * TaskDialog: title, due date, note; "The task is saved.", the list read again) and Mark as done
 * ("Task completed"); the heading carries the open-task counter.
 */
function TasksPanel() {
  const intl = useIntl();
  const tasks = useAtomValue(tasksAtom);
  const openTasks = useAtomValue(countersAtom).data?.openTasks;
  const complete = useSetAtom(completeTaskFromHomeAtom);
  const edit = useSetAtom(editTaskFromHomeAtom);
  const [completing, setCompleting] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = editing === null ? undefined : tasks.items.find((task) => task.id === editing);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title =
    openTasks === undefined
      ? intl.formatMessage(messages.tasksTitle)
      : intl.formatMessage(messages.tasksTitleCount as MessageDescriptor, { count: openTasks });
  const error = tasks.error ? ((isApiError(tasks.error) ? tasks.error.serverMessage : null) ?? true) : null;
  return (
    <Card title={title}>
      <Stack gap="small">
        {refusal ? <InlineAlert tone="critical">{refusal}</InlineAlert> : null}
        <TaskList
          aria-label={intl.formatMessage(messages.tasksTitle)}
          tasks={tasks.items.map((task) => ({
            id: task.id,
            kind: task.kind.code,
            title: task.title,
            about: task.about,
            jobTitle: task.job.title,
            href: taskHref(task),
            dueDate: task.dueDate,
            note: task.note,
          }))}
          isLoading={tasks.isPending}
          error={error}
          onRetry={tasks.retry}
          completingId={completing}
          onEdit={setEditing}
          onComplete={(id) => {
            setCompleting(id);
            setRefusal(null);
            // A refusal (done already, gone) is said above the list; the list refetches on success.
            complete({ id })
              .catch((error: unknown) => {
                setRefusal((error instanceof Error && error.message) || intl.formatMessage(messages.failed));
                tasks.retry();
              })
              .finally(() => setCompleting(null));
          }}
        />
        {tasks.error ? null : <More shown={tasks.items.length} total={tasks.total} />}
      </Stack>
      {edited ? (
        <TaskDialog
          jobTitle={edited.job.title}
          defaultValues={{
            // A workflow task without a title of its own: what the list shows, to change.
            title: edited.title ?? taskText(intl, { kind: edited.kind.code, title: null, about: edited.about }),
            note: edited.note,
            dueDate: edited.dueDate,
          }}
          onCancel={() => setEditing(null)}
          onSubmit={async (payload) => {
            await edit({ id: edited.id, payload });
            setEditing(null);
          }}
        />
      ) : null}
    </Card>
  );
}

// --- Employer -----------------------------------------------------------------------------------

/** The employer's home: what waits for them, their vacancies by status, the recently changed ones. */
export function EmployerHome() {
  const intl = useIntl();
  const counts = useAtomValue(employerCountsAtom);
  const waiting = useAtomValue(employerWaitingAtom);
  const recent = useAtomValue(employerVacanciesAtom);
  const waitingTitle = intl.formatMessage(messages.waitingTitle);
  const recentTitle = intl.formatMessage(messages.recentTitle);
  const countsTitle = intl.formatMessage(messages.countsTitle);
  return (
    <>
      <TasksPanel />
      <HomeSection
        title={waitingTitle}
        isPending={waiting.isPending}
        error={waiting.error}
        retry={waiting.retry}
        isEmpty={waiting.items.length === 0}
        empty={intl.formatMessage(messages.waitingEmpty)}
        emptyHint={intl.formatMessage(messages.waitingEmptyHint)}
      >
        <VacancyCardList aria-label={waitingTitle}>
          {waiting.items.map((vacancy) => (
            <VacancyCard
              key={vacancy.id}
              title={vacancy.title}
              href={paths.vacancy(vacancy.id, vacancy.requests > 0 ? 'consultants' : undefined)}
              highlights={[
                ...(vacancy.requests > 0 ? [intl.formatMessage(messages.requests as MessageDescriptor, { count: vacancy.requests })] : []),
                ...(vacancy.applications > 0
                  ? [intl.formatMessage(messages.applications as MessageDescriptor, { count: vacancy.applications })]
                  : []),
                ...(vacancy.oldest
                  ? [intl.formatMessage(messages.waitingSince as MessageDescriptor, { date: formatDay(intl, vacancy.oldest) })]
                  : []),
              ]}
            />
          ))}
        </VacancyCardList>
      </HomeSection>
      <Card title={countsTitle}>
        {counts.error ? (
          <InlineAlert
            tone="critical"
            action={
              <Button size="small" variant="secondary" onPress={counts.retry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          >
            {intl.formatMessage(messages.failed)}
          </InlineAlert>
        ) : (
          <VacancyStatusCounts
            aria-label={countsTitle}
            byStatus={counts.statistics?.byStatus ?? null}
            total={counts.statistics ? counts.statistics.total : null}
            isLoading={counts.isPending}
            hrefOf={listOfStatus}
          />
        )}
      </Card>
      <HomeSection
        title={recentTitle}
        isPending={recent.isPending}
        error={recent.error}
        retry={recent.retry}
        isEmpty={recent.items.length === 0}
        empty={intl.formatMessage(messages.recentEmpty)}
        footer={<More shown={recent.items.length} total={recent.total} />}
      >
        <VacancyCardList aria-label={recentTitle}>
          {recent.items.map((vacancy) => (
            <VacancyCard key={vacancy.id} {...cardOf(vacancy)} organization={null} />
          ))}
        </VacancyCardList>
      </HomeSection>
    </>
  );
}

// --- Search consultant --------------------------------------------------------------------------

type Answer = { kind: 'accept' | 'decline'; invitation: HomeInvitation };

/** The decline dialog with its reasons (`GET /list/invitation-decline-reasons`). */
function DeclineFromHome({ invitation, onClose }: { invitation: HomeInvitation; onClose: () => void }) {
  const intl = useIntl();
  const reasons = useAtomValue(selectOptionsAtom('invitation-decline-reasons'));
  const decline = useSetAtom(declineInvitationFromHomeAtom);
  if (reasons.isLoading) return <LoadingOverlay fullPage label={intl.formatMessage(messages.loading)} />;
  return (
    <DeclineInvitationDialog
      vacancyTitle={invitation.title}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await decline({ vacancyId: invitation.vacancyId, title: invitation.title, payload });
        onClose();
      }}
    />
  );
}

/** The consultant's home: open invitations to answer here, the vacancies they work on, those they may request. */
export function ConsultantHome() {
  const intl = useIntl();
  const invitations = useAtomValue(invitationsAtom);
  const workingOn = useAtomValue(workingOnAtom);
  const requestable = useAtomValue(requestableAtom);
  const accept = useSetAtom(acceptInvitationFromHomeAtom);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const close = () => setAnswer(null);
  const invitationsTitle = intl.formatMessage(messages.invitationsTitle);
  const workingOnTitle = intl.formatMessage(messages.workingOnTitle);
  const requestableTitle = intl.formatMessage(messages.requestableTitle);
  return (
    <>
      <TasksPanel />
      <HomeSection
        title={invitationsTitle}
        isPending={invitations.isPending}
        error={invitations.error}
        retry={invitations.retry}
        isEmpty={invitations.items.length === 0}
        empty={intl.formatMessage(messages.invitationsEmpty)}
        emptyHint={intl.formatMessage(messages.invitationsEmptyHint)}
        footer={<More shown={invitations.items.length} total={invitations.total} />}
      >
        <InvitationList aria-label={invitationsTitle}>
          {invitations.items.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              title={invitation.title}
              href={paths.vacancy(invitation.vacancyId)}
              organization={invitation.organization}
              place={invitation.place}
              invitedAt={invitation.invitedAt}
              message={invitation.message}
              onAccept={() => setAnswer({ kind: 'accept', invitation })}
              onDecline={() => setAnswer({ kind: 'decline', invitation })}
            />
          ))}
        </InvitationList>
      </HomeSection>
      <HomeSection
        title={workingOnTitle}
        isPending={workingOn.isPending}
        error={workingOn.error}
        retry={workingOn.retry}
        isEmpty={workingOn.items.length === 0}
        empty={intl.formatMessage(messages.workingOnEmpty)}
        footer={<More shown={workingOn.items.length} total={workingOn.total} />}
      >
        <VacancyCardList aria-label={workingOnTitle}>
          {workingOn.items.map((vacancy) => (
            <VacancyCard key={vacancy.id} {...cardOf(vacancy)} />
          ))}
        </VacancyCardList>
      </HomeSection>
      <HomeSection
        title={requestableTitle}
        isPending={requestable.isPending}
        error={requestable.error}
        retry={requestable.retry}
        isEmpty={requestable.items.length === 0}
        empty={intl.formatMessage(messages.requestableEmpty)}
      >
        <VacancyCardList aria-label={requestableTitle}>
          {requestable.items.map((vacancy) => (
            <VacancyCard key={vacancy.id} {...cardOf(vacancy)} status={undefined} positions={vacancy.positionCount} />
          ))}
        </VacancyCardList>
      </HomeSection>
      {answer?.kind === 'accept' ? (
        <ApplyToVacancyDialog
          vacancyTitle={answer.invitation.title}
          onCancel={close}
          onSubmit={async (payload) => {
            await accept({ vacancyId: answer.invitation.vacancyId, title: answer.invitation.title, payload });
            close();
          }}
        />
      ) : null}
      {answer?.kind === 'decline' ? <DeclineFromHome invitation={answer.invitation} onClose={close} /> : null}
    </>
  );
}

// --- Admin --------------------------------------------------------------------------------------

/** The admin's home: the vacancies waiting for moderation, and the entry to monitoring. */
export function AdminHome() {
  const intl = useIntl();
  const moderation = useAtomValue(moderationAtom);
  const moderationTitle = intl.formatMessage(messages.moderationTitle);
  return (
    <>
      <HomeSection
        title={moderationTitle}
        isPending={moderation.isPending}
        error={moderation.error}
        retry={moderation.retry}
        isEmpty={moderation.items.length === 0}
        empty={intl.formatMessage(messages.moderationEmpty)}
        footer={<More shown={moderation.items.length} total={moderation.total} />}
      >
        <VacancyCardList aria-label={moderationTitle}>
          {moderation.items.map((vacancy) => (
            <VacancyCard key={vacancy.id} {...cardOf(vacancy)} />
          ))}
        </VacancyCardList>
      </HomeSection>
      <Card title={intl.formatMessage(messages.monitoringTitle)}>
        <Stack gap="small">
          <Text>{intl.formatMessage(messages.monitoringText)}</Text>
          <Link href={paths.monitoring()}>{intl.formatMessage(messages.monitoringLink)}</Link>
        </Stack>
      </Card>
    </>
  );
}
