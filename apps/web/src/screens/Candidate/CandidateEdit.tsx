import type { CandidateEditPayload } from '@mandate/domain';
import { Card, CandidateForm, PageHeader, SkeletonText, Stack, type CandidateFormValues } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { PageFailure } from '../PageStates';
import { formatNamed, messages } from './Candidate.messages';
import { privacyNoticeUrls } from './CandidateActions';
import { candidatePageAtom, candidateUploadAtom, createCandidateAtom, describeUploadError, editCandidateAtom } from './candidate.atoms';

/** The new-candidate page (`/dashboard/candidate/create`) and the edit page (`/dashboard/candidate/{id}/edit`): the CandidateForm. */
export default function CandidateEdit() {
  const params = useParams();
  return params.id ? <EditCandidate id={Number(params.id)} /> : <CreateCandidate />;
}

/** `?job={id}`: the form was opened from a submission (issue 16 §3); saving or cancelling goes back to it. */
function useSubmissionJob(): number | null {
  const job = Number(useSearchParams()[0].get('job'));
  return Number.isInteger(job) && job > 0 ? job : null;
}

function CreateCandidate() {
  const intl = useIntl();
  const navigate = useNavigate();
  const countries = useAtomValue(selectOptionsAtom('countries'));
  const upload = useAtomValue(candidateUploadAtom);
  const create = useSetAtom(createCandidateAtom);
  const job = useSubmissionJob();
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={intl.formatMessage(messages.createTitle)}
          back={{ href: paths.candidates(), label: intl.formatMessage(messages.back) }}
        />
        <Card>
          <CandidateForm
            mode="create"
            countries={countries.options}
            isLoadingCountries={countries.isLoading}
            upload={upload}
            describeUploadError={describeUploadError}
            privacyNoticeUrls={privacyNoticeUrls}
            onSubmit={async (payload) => {
              const candidate = await create(payload);
              void navigate(job ? paths.candidateApplicationCreate(job, candidate.id) : paths.candidate(candidate.id));
            }}
            onCancel={() => void navigate(job ? paths.candidateApplicationCreate(job) : paths.candidates())}
          />
        </Card>
      </Stack>
    </main>
  );
}

function EditCandidate({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useAtomValue(candidatePageAtom(Number.isInteger(id) && id > 0 ? id : 0));
  const countries = useAtomValue(selectOptionsAtom('countries'));
  const upload = useAtomValue(candidateUploadAtom);
  const edit = useSetAtom(editCandidateAtom);
  const job = useSubmissionJob();
  const back = job ? paths.candidateApplicationCreate(job, id) : paths.candidate(id);
  const { candidate } = page;
  if (page.error && !candidate)
    return (
      <PageFailure
        error={page.error}
        fallback={intl.formatMessage(messages.notFound)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  if (!candidate || page.documents === null)
    return (
      <main className={pageStyle} aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        <Card>
          <SkeletonText lines={8} />
        </Card>
      </main>
    );
  const defaults: Partial<CandidateFormValues> = {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email ?? '',
    phone: candidate.phone ?? '',
    dateOfBirth: candidate.dateOfBirth,
    address: candidate.address ?? '',
    zipCode: candidate.zipCode ?? '',
    city: candidate.city ?? '',
    countryCode: candidate.country?.code ?? null,
    employed: candidate.employed === null ? 'unknown' : candidate.employed ? 'yes' : 'no',
    position: candidate.position ?? '',
    comment: candidate.comment ?? '',
    attachments: page.documents.map((file) => ({ id: Number(file.id), title: file.title, size: file.size, fullPath: file.href })),
  };
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={formatNamed(intl, 'editTitle', candidate.fullName)}
          back={{ href: paths.candidate(id), label: candidate.fullName }}
        />
        <Card>
          <CandidateForm
            mode="edit"
            defaultValues={defaults}
            countries={countries.options}
            isLoadingCountries={countries.isLoading}
            upload={upload}
            describeUploadError={describeUploadError}
            privacyNoticeUrls={privacyNoticeUrls}
            submitLabel={intl.formatMessage(messages.saveChanges)}
            onSubmit={async ({ consent: _consent, ...fields }) => {
              const payload: CandidateEditPayload = fields;
              await edit({ id, payload });
              void navigate(back);
            }}
            onCancel={() => void navigate(back)}
          />
        </Card>
      </Stack>
    </main>
  );
}
