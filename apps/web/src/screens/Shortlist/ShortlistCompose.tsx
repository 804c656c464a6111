import { shortlistCreateSchema, shortlistRecipientCreateSchema, validate, type DomainErrorId } from '@mandate/domain';
import {
  ApplicationStatus,
  Autocomplete,
  Button,
  Card,
  EmptyState,
  formatDomainText,
  InlineAlert,
  isFormRefusal,
  Link,
  PageHeader,
  Stack,
  Table,
  Text,
  TextArea,
  TextField,
  type AutocompleteOption,
  type TableColumn,
  type TableProps,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { messages as listMessages } from './Shortlist.messages';
import * as styles from './Shortlist.css';
import { messages } from './ShortlistCompose.messages';
import { ShortlistRow } from './ShortlistRow';
import { dayOf, shownError } from './shortlistText';
import {
  addShortlistRecipientAtom,
  sendShortlistAtom,
  shortlistComposePageAtom,
  type RecipientOption,
  type ShortlistApplicationRow,
} from './shortlistCompose.atoms';

type Selection = NonNullable<TableProps<ShortlistApplicationRow>['selectedKeys']>;

const routeId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const optionOf = (r: RecipientOption): AutocompleteOption => ({ id: r.id, code: String(r.id), label: r.name, description: r.position });

/** The field errors of the form, as shown beside each control. */
interface Errors {
  applications?: string;
  recipients?: string;
  title?: string;
  comment?: string;
}

function columnsOf(intl: IntlShape): TableColumn<ShortlistApplicationRow>[] {
  return [
    { id: 'candidate', name: intl.formatMessage(messages.columnCandidate), isRowHeader: true, cell: (row) => row.candidate },
    {
      id: 'status',
      name: intl.formatMessage(messages.columnStatus),
      cell: (row) => <ApplicationStatus status={row.status} showProgress={false} />,
    },
    { id: 'consultant', name: intl.formatMessage(messages.columnConsultant), cell: (row) => row.consultant },
    {
      id: 'submitted',
      name: intl.formatMessage(messages.columnSubmitted),
      cell: (row) => (row.submitted ? dayOf(intl, row.submitted) : ''),
    },
  ];
}

const chosenIds = (selection: Selection, rows: readonly ShortlistApplicationRow[]) =>
  selection === 'all' ? rows.map((r) => r.id) : rows.filter((r) => selection.has(r.id)).map((r) => r.id);

/**
 * The employer's compose-and-send page of a vacancy's shortlist (`/dashboard/shortlist/job/{id}/create`,
 * issue 16 §6, reached from the vacancy's "Review shortlist"): the applications that can go on a
 * shortlist (a table with a checkbox each and "select all"), the reviewers (members of the vacancy's
 * company, or someone new by e-mail), an optional title and message, Send; the vacancy's sent
 * shortlists below with their print pages. The server decides whether the viewer may send (001 §4.1).
 */
export default function ShortlistCompose() {
  const intl = useIntl();
  const jobId = routeId(useParams().id);
  const viewer = useAtomValue(currentUserAtom).data?.id ?? null;
  const page = useAtomValue(shortlistComposePageAtom(`${jobId}:${viewer ?? 'none'}`));
  const addRecipient = useSetAtom(addShortlistRecipientAtom);
  const send = useSetAtom(sendShortlistAtom);
  const columns = useMemo(() => columnsOf(intl), [intl]);

  const [selection, setSelection] = useState<Selection>(new Set());
  const [recipients, setRecipients] = useState<AutocompleteOption[]>([]);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const back = { href: paths.vacancy(jobId), label: intl.formatMessage(messages.back) };
  const title1 = intl.formatMessage(messages.title);
  const { vacancy, applications } = page;

  if (page.error && (!vacancy || !applications || !page.sent)) {
    return (
      <PageFailure
        header={<PageHeader title={title1} back={back} />}
        error={shownError(page)}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  }
  if (!vacancy || !applications) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="40%" cards={[6, 4]} />;

  const domainText = (id: string | undefined) => (id ? formatDomainText(intl, id as DomainErrorId) : undefined);
  const chosen = chosenIds(selection, applications);
  const options = (page.recipients ?? []).map(optionOf);

  const submit = async () => {
    setFormError(null);
    const next: Errors = {};
    if (chosen.length === 0) next.applications = intl.formatMessage(messages.chooseCandidate);
    if (recipients.length === 0) next.recipients = intl.formatMessage(messages.chooseRecipient);
    const typed = recipients.filter((r) => r.isNew);
    for (const r of typed) {
      const checked = validate(shortlistRecipientCreateSchema, { email: r.label });
      if (!checked.ok && checked.errors['email']) {
        next.recipients = intl.formatMessage(messages.badRecipient as MessageDescriptor, {
          email: r.label,
          problem: domainText(checked.errors['email']),
        });
        break;
      }
    }
    const known = recipients.filter((r) => !r.isNew).map((r) => Number(r.code));
    const draft = { title: title || null, comment: comment || null, applications: chosen, recipients: known };
    const checked = validate(shortlistCreateSchema, draft);
    if (!checked.ok) {
      if (checked.errors['title']) next.title = domainText(checked.errors['title']);
      if (checked.errors['comment']) next.comment = domainText(checked.errors['comment']);
      if (checked.errors['applications']) next.applications ??= domainText(checked.errors['applications']);
      if (checked.errors['recipients']) next.recipients ??= domainText(checked.errors['recipients']);
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !checked.ok) return;

    setPending(true);
    try {
      // New reviewers first; each chip becomes the member the server answered, so a retry adds nobody twice.
      let current = recipients;
      for (const r of typed) {
        try {
          const member = await addRecipient({ email: r.label, organizationId: vacancy.organizationId });
          const option = optionOf({ id: member.id, name: member.name, position: member.position });
          current = current.filter((c) => c.id !== option.id).map((c) => (c.id === r.id ? option : c));
          setRecipients(current);
        } catch (refusal) {
          if (isFormRefusal(refusal) && (refusal.errors['email'] || refusal.formMessage)) {
            setErrors({
              recipients: intl.formatMessage(messages.badRecipient as MessageDescriptor, {
                email: r.label,
                problem: refusal.errors['email'] ?? refusal.formMessage,
              }),
            });
            return;
          }
          throw refusal;
        }
      }
      await send({
        jobId,
        payload: { ...checked.value, recipients: [...new Set(current.map((c) => Number(c.code)))] },
      });
      setSelection(new Set());
      setRecipients([]);
      setTitle('');
      setComment('');
      setErrors({});
    } catch (refusal) {
      if (isFormRefusal(refusal)) {
        const e = refusal.errors;
        setErrors({
          ...(e['applications'] ? { applications: e['applications'] } : {}),
          ...(e['recipients'] ? { recipients: e['recipients'] } : {}),
          ...(e['title'] ? { title: e['title'] } : {}),
          ...(e['comment'] ? { comment: e['comment'] } : {}),
        });
        const shown = ['applications', 'recipients', 'title', 'comment'];
        const rest = Object.entries(e)
          .filter(([field]) => !shown.includes(field))
          .map(([, message]) => message);
        setFormError(refusal.formMessage ?? (rest.length ? rest.join(' ') : null));
      } else setFormError(intl.formatMessage(messages.sendFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={title1}
          back={back}
          facts={[
            <Link key="vacancy" href={paths.vacancy(vacancy.id)}>
              {intl.formatMessage(listMessages.vacancy as MessageDescriptor, { title: vacancy.title })}
            </Link>,
          ]}
          primaryAction={<Link href={paths.shortlistJobPrint(vacancy.id)}>{intl.formatMessage(listMessages.printVacancy)}</Link>}
        />
        {!vacancy.canSend ? <InlineAlert tone="info">{intl.formatMessage(messages.notAllowed)}</InlineAlert> : null}
        {applications.length === 0 ? (
          <Card>
            <EmptyState
              title={intl.formatMessage(messages.noApplications)}
              description={intl.formatMessage(messages.noApplicationsHint)}
              titleLevel={2}
            />
          </Card>
        ) : (
          <form
            noValidate
            aria-label={title1}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="large">
              <Card title={intl.formatMessage(messages.candidates)}>
                <Stack gap="medium">
                  <Text tone="secondary">{intl.formatMessage(messages.candidatesHint)}</Text>
                  <Table
                    aria-label={intl.formatMessage(messages.tableLabel)}
                    columns={columns}
                    rows={applications}
                    selectionMode="multiple"
                    selectedKeys={selection}
                    onSelectionChange={(keys) => {
                      setSelection(keys);
                      setErrors(({ applications: _dropped, ...rest }) => rest);
                    }}
                  />
                  <div aria-live="polite">
                    <Text>{intl.formatMessage(messages.chosen as MessageDescriptor, { count: chosen.length })}</Text>
                  </div>
                  {page.applicationTotal > applications.length ? (
                    <Text tone="secondary">
                      {intl.formatMessage(messages.more as MessageDescriptor, { shown: applications.length, total: page.applicationTotal })}
                    </Text>
                  ) : null}
                  {errors.applications ? <InlineAlert tone="critical">{errors.applications}</InlineAlert> : null}
                </Stack>
              </Card>
              <Card title={intl.formatMessage(messages.recipients)}>
                <Stack gap="medium">
                  <Autocomplete
                    selectionMode="multiple"
                    label={intl.formatMessage(messages.recipients)}
                    description={intl.formatMessage(messages.recipientsHint)}
                    options={options}
                    allowsNew
                    isRequired
                    value={recipients}
                    onChange={(value) => {
                      setRecipients(
                        value.map((v) =>
                          v.isNew
                            ? { ...v, description: intl.formatMessage(messages.newRecipient as MessageDescriptor, { email: v.label }) }
                            : v,
                        ),
                      );
                      setErrors(({ recipients: _dropped, ...rest }) => rest);
                    }}
                    {...(errors.recipients ? { errorMessage: errors.recipients } : {})}
                  />
                  <TextField
                    label={intl.formatMessage(messages.titleLabel)}
                    description={intl.formatMessage(messages.titleHint)}
                    value={title}
                    onChange={setTitle}
                    {...(errors.title ? { errorMessage: errors.title, isInvalid: true } : {})}
                  />
                  <TextArea
                    label={intl.formatMessage(messages.comment)}
                    description={intl.formatMessage(messages.commentHint)}
                    value={comment}
                    onChange={setComment}
                    rows={4}
                    {...(errors.comment ? { errorMessage: errors.comment, isInvalid: true } : {})}
                  />
                  {formError ? <InlineAlert tone="critical">{formError}</InlineAlert> : null}
                  <div>
                    <Button type="submit" isPending={pending} isDisabled={!vacancy.canSend}>
                      {intl.formatMessage(messages.send)}
                    </Button>
                  </div>
                </Stack>
              </Card>
            </Stack>
          </form>
        )}
        <Card title={intl.formatMessage(messages.sentHeading)}>
          {!page.sent || page.sent.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(messages.sentEmpty)}</Text>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage(messages.sentHeading)}>
              {page.sent.map((item) => (
                <ShortlistRow key={item.id} item={item} jobId={jobId} />
              ))}
            </ul>
          )}
        </Card>
      </Stack>
    </main>
  );
}
