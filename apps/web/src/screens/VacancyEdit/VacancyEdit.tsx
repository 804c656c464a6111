import type { Id, Locale, VacancyCreatePayload } from '@mandate/domain';
import {
  ConfirmActionDialog,
  ConfirmDialog,
  InlineAlert,
  JobStatusBadge,
  Menu,
  PageHeader,
  PublishVacancyDialog,
  Stack,
  VacancyForm,
  formatDomainText,
  type VacancyFormIntent,
  type VacancyFormValues,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { formatDeleteMessage, messages } from './VacancyEdit.messages';
import {
  createVacancyAtom,
  deleteDraftAtom,
  editVacancyAtom,
  formValuesOf,
  publishVacancyAtom,
  termsDocumentAtom,
  vacancyEditPageAtom,
  vacancyFormListsAtom,
} from './vacancyEdit.atoms';

/** The draft being published: its id and title (the publish dialog is open). */
type Publishing = { id: Id; title: string; isNew: boolean };

/** Asks before leaving with unsaved changes (react-router's blocker); nothing once saved. */
function useUnsavedChangesGuard() {
  // Refs, read when a navigation starts: a save just before it (then navigate) must not be asked about.
  const dirty = useRef(false);
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocker,
    setDirty: (isDirty: boolean) => {
      dirty.current = isDirty;
    },
    markSaved: () => {
      saved.current = true;
    },
  };
}

function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const intl = useIntl();
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      isOpen
      isDestructive
      title={intl.formatMessage(messages.leaveTitle)}
      confirmLabel={intl.formatMessage(messages.leave)}
      cancelLabel={intl.formatMessage(messages.stay)}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      {intl.formatMessage(messages.leaveMessage)}
    </ConfirmDialog>
  );
}

/** The publish dialog with the terms of the user's language (`POST /job/tos`). */
function Publish({ publishing, onDone, onCancel }: { publishing: Publishing; onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const locale: Locale = intl.locale.toLowerCase().startsWith('de') ? 'de' : 'en';
  const terms = useAtomValue(termsDocumentAtom(locale));
  const publish = useSetAtom(publishVacancyAtom);
  return (
    <PublishVacancyDialog
      vacancyTitle={publishing.title}
      termsUrl={terms?.url ?? null}
      termsLocale={locale}
      termsRevision={terms?.revision ?? null}
      onCancel={onCancel}
      onSubmit={async (payload) => {
        await publish({ id: publishing.id, payload });
        onDone();
      }}
    />
  );
}

/** The form with its lists, the publish dialog after a save with the intent to publish, and the leave guard. */
function FormArea({
  vacancyId,
  defaultValues,
  canPublish,
  notice,
  onCancel,
}: {
  vacancyId: Id | null;
  defaultValues?: VacancyFormValues;
  canPublish: boolean;
  notice?: ReactNode;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const { lists, isLoading } = useAtomValue(vacancyFormListsAtom);
  const create = useSetAtom(createVacancyAtom);
  const edit = useSetAtom(editVacancyAtom);
  const guard = useUnsavedChangesGuard();
  const [publishing, setPublishing] = useState<Publishing | null>(null);

  const submit = async (payload: VacancyCreatePayload, intent: VacancyFormIntent) => {
    const saved = vacancyId === null ? await create({ payload }) : await edit({ id: vacancyId, payload });
    guard.markSaved();
    if (intent === 'publish') setPublishing({ id: saved.id, title: saved.title, isNew: vacancyId === null });
    else void navigate(paths.vacancy(saved.id));
  };

  return (
    <>
      <VacancyForm
        mode={vacancyId === null ? 'create' : 'edit'}
        defaultValues={defaultValues}
        lists={lists}
        isLoadingLists={isLoading}
        canPublish={canPublish}
        notice={notice}
        onSubmit={submit}
        onCancel={onCancel}
        onDirtyChange={guard.setDirty}
      />
      {publishing ? (
        <Publish
          publishing={publishing}
          onDone={() => void navigate(paths.vacancy(publishing.id))}
          // Not now: the draft is saved; a new one continues on its edit page (no second create).
          onCancel={() => (publishing.isNew ? void navigate(paths.vacancyEdit(publishing.id), { replace: true }) : setPublishing(null))}
        />
      ) : null}
      <LeaveDialog blocker={guard.blocker} />
    </>
  );
}

/** `/dashboard/vacancy/create`: a new vacancy, saved as a draft or published at once. */
function CreateVacancy() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={intl.formatMessage(messages.createTitle)}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.backToDashboard) }}
        />
        <FormArea vacancyId={null} canPublish onCancel={() => void navigate(paths.myDashboard())} />
      </Stack>
    </main>
  );
}

/** `/dashboard/vacancy/{id}/edit`: the vacancy's fields where the server allows it (001 §4.1), publish and delete a draft. */
function EditVacancy({ id }: { id: Id }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useAtomValue(vacancyEditPageAtom(id));
  const deleteDraft = useSetAtom(deleteDraftAtom);
  const [isDeleting, setDeleting] = useState(false);
  const { vacancy } = page;

  if (page.error && !vacancy) {
    return (
      <PageFailure
        error={page.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  }

  if (!vacancy || page.isPending) {
    return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="60%" cards={[8]} />;
  }

  const back = { href: paths.vacancy(id), label: intl.formatMessage(messages.backToVacancy) };
  const header = (
    <PageHeader
      title={vacancy.title}
      status={<JobStatusBadge status={vacancy.status.code} />}
      back={back}
      facts={vacancy.reference ? [vacancy.reference] : []}
      actions={
        page.deleteDraft.allowed ? (
          <Menu
            label={intl.formatMessage(messages.actions)}
            items={[{ id: 'delete-draft', label: intl.formatMessage(messages.deleteDraft), tone: 'critical' }]}
            onAction={() => setDeleting(true)}
          />
        ) : null
      }
    />
  );

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        {header}
        {page.edit.allowed ? (
          // Keyed by the vacancy, so another vacancy starts a fresh form.
          <FormArea
            key={vacancy.id}
            vacancyId={vacancy.id}
            defaultValues={formValuesOf(vacancy)}
            canPublish={page.publish.allowed}
            onCancel={() => void navigate(paths.vacancy(id))}
          />
        ) : (
          // The server's menu refuses the edit (001 §4.1): its reason, and the way back; no form to lose input in.
          <InlineAlert tone="caution" title={intl.formatMessage(messages.notEditableTitle)}>
            {page.edit.reason ? formatDomainText(intl, `domain.reason.${page.edit.reason}`) : null}
          </InlineAlert>
        )}
      </Stack>
      {isDeleting ? (
        <ConfirmActionDialog
          isDestructive
          texts={{ title: intl.formatMessage(messages.deleteTitle), message: formatDeleteMessage(intl, vacancy.title) }}
          onCancel={() => setDeleting(false)}
          onSubmit={async () => {
            await deleteDraft({ id });
            setDeleting(false);
            void navigate(paths.myDashboard());
          }}
        />
      ) : null}
    </main>
  );
}

/**
 * The vacancy form's screen (issue 15 §3): `/dashboard/vacancy/create` and `/dashboard/vacancy/{id}/edit`.
 * It loads the reference lists (and, to edit, the vacancy with the server's menu), hands the form's
 * payload to the create or edit action, goes to the vacancy's page after a save, or asks for the
 * terms and publishes a draft. The server decides what may be edited, published or deleted.
 */
export default function VacancyEdit() {
  const raw = useParams().id;
  if (raw === undefined) return <CreateVacancy />;
  const id = Number(raw);
  return <EditVacancy id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
