import {
  ApplicationStatus,
  Card,
  CandidateConsentSummary,
  CandidateFileList,
  CandidateStatusBadge,
  CandidateSummary,
  Heading,
  Link,
  Menu,
  PageHeader,
  SkeletonText,
  Stack,
  Table,
  Text,
} from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { routeTitles } from '../../routes/routeTitles.messages';
import { SubmitToVacancy } from '../Application/SubmitToVacancy';
import { currentUserAtom } from '../../session/session';
import { NotesSection } from '../Notes/NotesSection';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { messages } from './Candidate.messages';
import { CandidateActionDialog, candidateMenuItems, useCloneCandidate } from './CandidateActions';
import { candidatePageAtom } from './candidate.atoms';
import { candidateOwner, candidateProfile } from './candidateProfile';

const day = (intl: ReturnType<typeof useIntl>, iso: string | null) =>
  iso
    ? intl.locale.startsWith('de')
      ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
      : intl.formatDate(iso, { dateStyle: 'medium' })
    : null;

/**
 * The candidate page (`/dashboard/candidate/{id}/view`): the name with its status, an Actions menu
 * from the server (edit, consent, clone, delete), the PDF as the primary action; the profile, the
 * documents as download links, the consent's evidence, and the candidate's applications with their
 * status. Someone who may not see the candidate reads the server's answer instead.
 */
export default function CandidateView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = useAtomValue(candidatePageAtom(Number.isInteger(id) && id > 0 ? id : 0));
  const [dialog, setDialog] = useState<'consent' | 'delete' | null>(null);
  const clone = useCloneCandidate();
  const isConsultant = useAtomValue(currentUserAtom).data?.roles.some((role) => role.code === 'recruiter') ?? false;
  const { candidate } = page;

  if (page.error && !candidate) {
    return (
      <PageFailure
        header={
          <PageHeader
            title={intl.formatMessage(routeTitles.candidate)}
            back={{ href: paths.candidates(), label: intl.formatMessage(messages.back) }}
          />
        }
        error={page.error}
        fallback={intl.formatMessage(messages.notFound)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  }
  if (!candidate) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="60%" cards={[6]} />;

  const items = candidateMenuItems(intl, page.menu, candidate.id);
  const target = { id: candidate.id, fullName: candidate.fullName };
  const owner = candidateOwner(candidate);
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={candidate.fullName}
          status={<CandidateStatusBadge status={candidate.status.code} />}
          back={{ href: paths.candidates(), label: intl.formatMessage(messages.back) }}
          facts={[candidate.position, owner, day(intl, candidate.creationDate)].filter((fact): fact is string => Boolean(fact))}
          primaryAction={
            <Link href={page.pdfHref} download={`${candidate.fullName}.pdf`}>
              {intl.formatMessage(messages.pdf)}
            </Link>
          }
          actions={
            items.length > 0 ? (
              <Menu
                label={intl.formatMessage(messages.actions)}
                items={items}
                onAction={(action) => {
                  if (action === 'clone') void clone(target).catch(() => {});
                  else if (action === 'edit') void navigate(paths.candidateEdit(candidate.id));
                  else if (action === 'consent' || action === 'delete') setDialog(action);
                }}
              />
            ) : null
          }
        />
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{intl.formatMessage(messages.profile)}</Heading>
            <CandidateSummary candidate={candidateProfile(candidate, candidate.comment)} />
          </Stack>
        </Card>
        {isConsultant && candidate.status.code === 'active' ? <SubmitToVacancy candidateId={candidate.id} /> : null}
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{intl.formatMessage(messages.documents)}</Heading>
            {page.documents ? <CandidateFileList files={page.documents} /> : <SkeletonText lines={2} />}
          </Stack>
        </Card>
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{intl.formatMessage(messages.consentHeading)}</Heading>
            <CandidateConsentSummary
              consent={
                candidate.consent
                  ? {
                      document: candidate.consent.document,
                      locale: candidate.consent.locale,
                      recordedBy: candidate.consent.recordedBy?.fullName ?? null,
                      creationDate: candidate.consent.creationDate,
                      signedCopy: page.consentFile,
                    }
                  : null
              }
            />
          </Stack>
        </Card>
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{intl.formatMessage(messages.applications)}</Heading>
            {page.applications === null ? (
              <SkeletonText lines={2} />
            ) : page.applications.length === 0 ? (
              <Text tone="secondary">{intl.formatMessage(messages.noApplications)}</Text>
            ) : (
              <Table
                aria-label={intl.formatMessage(messages.applications)}
                rows={page.applications}
                columns={[
                  {
                    id: 'vacancy',
                    name: intl.formatMessage(messages.colVacancy),
                    isRowHeader: true,
                    cell: (row) => <Link href={paths.vacancy(row.job.id)}>{row.job.title}</Link>,
                  },
                  {
                    id: 'status',
                    name: intl.formatMessage(messages.colStatus),
                    cell: (row) => <ApplicationStatus status={row.status.code} />,
                  },
                  { id: 'submitted', name: intl.formatMessage(messages.colSubmitted), cell: (row) => day(intl, row.creationDate) },
                ]}
              />
            )}
          </Stack>
        </Card>
        <NotesSection type="candidate" linkedId={candidate.id} />
      </Stack>
      {dialog ? <CandidateActionDialog action={dialog} candidate={target} onClose={() => setDialog(null)} /> : null}
    </main>
  );
}
