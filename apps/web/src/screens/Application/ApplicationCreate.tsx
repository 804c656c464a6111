import type { ApplicationMatch } from '@mandate/api-client';
import type { Id, SubmitCandidatePayload } from '@mandate/domain';
import {
  Button,
  Card,
  CandidateSummary,
  Checkbox,
  Heading,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  SubmitCandidateDialog,
  Text,
  TextArea,
  formatDomainText,
  isFormRefusal,
  type SubmitCandidateLoader,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, publicPagePaths } from '../../routes/paths';
import { routeTitles } from '../../routes/routeTitles.messages';
import { cloneCandidateAtom } from '../Candidate/candidate.atoms';
import { privacyNoticeUrls } from '../Candidate/CandidateActions';
import { candidateProfile } from '../Candidate/candidateProfile';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { formatMatchedBy, formatOwnedBy, messages } from './ApplicationCreate.messages';
import { submitApplicationAtom, submitCandidateLoaderAtom, submitPageAtom } from './application.atoms';

/** The terms the submit dialog links per language: the public code of conduct (the spec names no other document). */
const termsUrls = { en: `${publicPagePaths.codeOfConduct}?lang=en`, de: `${publicPagePaths.codeOfConduct}?lang=de` } as const;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

const day = (intl: IntlShape, iso: string) =>
  intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });

const keyMessages = { email: messages.keyEmail, phone: messages.keyPhone, nameBirth: messages.keyNameBirth } as const;

/** Plain text as the rich-text comment the server keeps (one paragraph per line). */
const asRichText = (text: string) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return lines.map((line) => `<p>${escape(line)}</p>`).join('');
};

/**
 * Submit a candidate (`/dashboard/candidate/application/create?job={id}&candidate={id}`, issue 16 §3):
 * without a candidate the SubmitCandidateDialog asks how (new → the candidate form, which comes back
 * here; existing → that candidate; copy → the server's clone); with one, the page shows the
 * candidate, the server's duplicate check (`POST /application/match`: already on the vacancy, or
 * owned by another agency at this employer) and the submission (comment, consent). Whether the user
 * may submit at all is the server's (the vacancy menu's `submit-candidate`, 001 §4.2); its refusal
 * of the submission (409 naming the owner, 403 with the domain reason) is shown with what to do next.
 */
export default function ApplicationCreate() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const jobId = positiveId(params.get('job'));
  const candidateId = positiveId(params.get('candidate'));
  if (!jobId)
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          <PageHeader
            title={intl.formatMessage(messages.title)}
            back={{ href: paths.myDashboard(), label: intl.formatMessage(routeTitles.dashboard) }}
          />
          <InlineAlert tone="info">{intl.formatMessage(messages.noJob)}</InlineAlert>
        </Stack>
      </main>
    );
  return <Submission key={`${jobId}:${candidateId}`} jobId={jobId} candidateId={candidateId} />;
}

function Submission({ jobId, candidateId }: { jobId: Id; candidateId: Id }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useAtomValue(submitPageAtom(`${jobId}:${candidateId}`));
  const loadPage = useAtomValue(submitCandidateLoaderAtom);
  const clone = useSetAtom(cloneCandidateAtom);
  // The names of the candidates the picker loaded, for the success bar of a copy.
  const names = useRef(new Map<Id, string>());
  const loadCandidates: SubmitCandidateLoader = useCallback(
    async (query) => {
      const page = await loadPage(query);
      for (const item of page.items) names.current.set(item.id, item.fullName);
      return page;
    },
    [loadPage],
  );
  const back = { href: paths.vacancy(jobId), label: intl.formatMessage(messages.back) };
  const { vacancy } = page;

  if (page.error && !vacancy)
    return (
      <PageFailure
        header={<PageHeader title={intl.formatMessage(messages.title)} back={back} />}
        error={page.error}
        fallback={intl.formatMessage(messages.notFound)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  if (!vacancy || page.canSubmit === null || page.isPending)
    return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="60%" cards={[6]} />;

  const header = (
    <PageHeader
      title={intl.formatMessage(messages.title)}
      back={back}
      facts={[vacancy.title, vacancy.reference].filter(Boolean) as string[]}
    />
  );
  if (!page.canSubmit)
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          {header}
          <InlineAlert tone="caution" action={<Link href={paths.vacancy(jobId)}>{intl.formatMessage(messages.vacancyLink)}</Link>}>
            {page.refusedReason ? formatDomainText(intl, `domain.reason.${page.refusedReason}`) : intl.formatMessage(messages.refused)}
          </InlineAlert>
        </Stack>
      </main>
    );

  if (!candidateId)
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          {header}
          <SubmitCandidateDialog
            vacancyTitle={vacancy.title}
            loadCandidates={loadCandidates}
            privacyNoticeUrls={privacyNoticeUrls}
            termsUrls={termsUrls}
            onSubmit={async ({ mode, candidateId: chosen }: SubmitCandidatePayload) => {
              if (mode === 'create' || chosen == null) {
                void navigate(`${paths.candidateCreate()}?job=${jobId}`);
                return;
              }
              if (mode === 'copy') {
                const copy = await clone({ id: chosen, name: names.current.get(chosen) ?? '' });
                void navigate(`${paths.candidateEdit(copy.id)}?job=${jobId}`);
                return;
              }
              void navigate(paths.candidateApplicationCreate(jobId, chosen));
            }}
            onCancel={() => void navigate(paths.vacancy(jobId))}
          />
        </Stack>
      </main>
    );

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        {header}
        <SubmitForm jobId={jobId} candidateId={candidateId} page={page} />
      </Stack>
    </main>
  );
}

type SubmitPage = ReturnType<ReturnType<typeof submitPageAtom>['read']>;

function SubmitForm({ jobId, candidateId, page }: { jobId: Id; candidateId: Id; page: SubmitPage }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const submit = useSetAtom(submitApplicationAtom);
  const [comment, setComment] = useState('');
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);
  const { candidate, match } = page;
  const chooseOther = (
    <Button size="small" variant="secondary" onPress={() => void navigate(paths.candidateApplicationCreate(jobId))}>
      {intl.formatMessage(messages.chooseOther)}
    </Button>
  );

  if (page.candidateError !== null || !candidate)
    return (
      <InlineAlert tone="critical" action={chooseOther}>
        {page.candidateError || intl.formatMessage(messages.candidateFailed)}
      </InlineAlert>
    );

  const onSubmit = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await submit({ jobId, candidateId, consent: true, comment: asRichText(comment), attachments: [], name: candidate.fullName });
      void navigate(paths.vacancy(jobId, 'applications'));
    } catch (error) {
      setPending(false);
      const message = isFormRefusal(error) ? (error.formMessage ?? Object.values(error.errors).join(' ')) : '';
      setRefusal({ message: message || intl.formatMessage(messages.failed), conflict: isFormRefusal(error) && Boolean(message) });
    }
  };
  return (
    <>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{intl.formatMessage(messages.candidateHeading)}</Heading>
          <Text weight="bold">{candidate.fullName}</Text>
          <CandidateSummary candidate={candidateProfile(candidate)} />
          <Inline gap="medium">
            <Link href={`${paths.candidateEdit(candidateId)}?job=${jobId}`}>{intl.formatMessage(messages.editCandidate)}</Link>
            {chooseOther}
          </Inline>
        </Stack>
      </Card>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{intl.formatMessage(messages.checkHeading)}</Heading>
          <MatchResult jobId={jobId} page={page} match={match} />
        </Stack>
      </Card>
      {match?.application ? null : (
        <Card>
          <form
            aria-label={intl.formatMessage(messages.form)}
            onSubmit={(event) => {
              event.preventDefault();
              if (consent && !pending) void onSubmit();
            }}
          >
            <Stack gap="medium">
              <TextArea label={intl.formatMessage(messages.comment)} value={comment} onChange={setComment} rows={4} />
              <Checkbox isSelected={consent} onChange={setConsent}>
                {intl.formatMessage(messages.consent)}
              </Checkbox>
              {refusal ? (
                <InlineAlert tone="critical">
                  <Stack gap="small">
                    <Text>{refusal.message}</Text>
                    {refusal.conflict ? <NextSteps /> : null}
                  </Stack>
                </InlineAlert>
              ) : null}
              <div>
                <Button type="submit" isDisabled={!consent} isPending={pending}>
                  {intl.formatMessage(messages.submit)}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      )}
    </>
  );
}

function NextSteps() {
  const intl = useIntl();
  return (
    <Text>
      {intl.formatMessage(messages.nextSteps)} <Link href={paths.messages()}>{intl.formatMessage(messages.messagesLink)}</Link>
    </Text>
  );
}

function MatchResult({ jobId, page, match }: { jobId: Id; page: SubmitPage; match: ApplicationMatch | null }) {
  const intl = useIntl();
  if (page.matchError !== null)
    return <InlineAlert tone="caution">{page.matchError || intl.formatMessage(messages.checkFailed)}</InlineAlert>;
  if (!match) return <Text tone="secondary">{intl.formatMessage(messages.checking)}</Text>;
  if (match.application)
    return (
      <InlineAlert
        tone="caution"
        action={<Link href={paths.vacancy(jobId, 'applications')}>{intl.formatMessage(messages.viewApplications)}</Link>}
      >
        {intl.formatMessage(messages.alreadySubmitted)}
      </InlineAlert>
    );
  if (match.ownedBy) {
    const { recruiter, organization, since, until, matchedKeys } = match.ownedBy;
    return (
      <InlineAlert tone="caution">
        <Stack gap="small">
          <Text>
            {formatOwnedBy(intl, {
              owner: recruiter.fullName,
              agency: organization?.name ?? recruiter.fullName,
              since: day(intl, since),
              until: day(intl, until),
            })}
          </Text>
          <Text>{formatMatchedBy(intl, intl.formatList(matchedKeys.map((key) => intl.formatMessage(keyMessages[key]))))}</Text>
          <NextSteps />
        </Stack>
      </InlineAlert>
    );
  }
  return <InlineAlert tone="positive">{intl.formatMessage(messages.noDuplicate)}</InlineAlert>;
}
