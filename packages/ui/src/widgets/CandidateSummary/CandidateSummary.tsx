import type { CandidateStatus, Locale } from '@mandate/domain';
import { useIntl, type IntlShape } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Link } from '../../primitives/Link';
import { SummaryList, type SummaryItem } from '../../primitives/SummaryList';
import { Text } from '../../primitives/Text';
import { formatBytes } from '../Uploader';
import * as styles from './CandidateSummary.css';
import { formatDownload, messages } from './CandidateSummary.messages';

/** A day as the locale writes it: `01.04.1990` in German, `1 Apr 1990` in English. */
export function formatDay(intl: IntlShape, iso: string | null | undefined): string | null {
  if (!iso) return null;
  // A plain date is a local day: read it at noon UTC, so no zone moves it to the day before.
  const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso;
  return intl.locale.startsWith('de')
    ? intl.formatDate(value, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    : intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The candidate's status as a badge: active (positive), deleted (neutral). */
export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  const intl = useIntl();
  return <Badge tone={status === 'active' ? 'positive' : 'neutral'}>{intl.formatMessage(messages[status])}</Badge>;
}

/** What the profile shows of a candidate. */
export interface CandidateProfile {
  email: string | null;
  phone: string | null;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  /** The country's name. */
  country: string | null;
  employed: boolean | null;
  position: string | null;
  comment: string | null;
  /** The consultant who entered the candidate, with their agency. */
  owner: string;
  /** When it was entered (ISO). */
  creationDate: string | null;
}

export interface CandidateSummaryProps {
  candidate: CandidateProfile;
}

/**
 * A candidate's key facts (the candidate page, 000 §2 fields): e-mail (a mail link), phone, date of
 * birth, the address on one line, position, employed, the consultant who entered it, the day, and
 * the internal note, as a two-column description list; empty facts read "Not given".
 */
export function CandidateSummary({ candidate }: CandidateSummaryProps) {
  const intl = useIntl();
  const place = [candidate.address, [candidate.zipCode, candidate.city].filter(Boolean).join(' '), candidate.country]
    .filter(Boolean)
    .join(', ');
  const items: SummaryItem[] = [
    {
      id: 'email',
      label: intl.formatMessage(messages.email),
      value: candidate.email ? <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link> : null,
    },
    { id: 'phone', label: intl.formatMessage(messages.phone), value: candidate.phone },
    { id: 'dateOfBirth', label: intl.formatMessage(messages.dateOfBirth), value: formatDay(intl, candidate.dateOfBirth) },
    { id: 'address', label: intl.formatMessage(messages.address), value: place },
    { id: 'position', label: intl.formatMessage(messages.position), value: candidate.position },
    {
      id: 'employed',
      label: intl.formatMessage(messages.employed),
      value: candidate.employed === null ? null : intl.formatMessage(candidate.employed ? messages.yes : messages.no),
    },
    { id: 'owner', label: intl.formatMessage(messages.owner), value: candidate.owner },
    { id: 'created', label: intl.formatMessage(messages.created), value: formatDay(intl, candidate.creationDate) },
    { id: 'comment', label: intl.formatMessage(messages.comment), value: candidate.comment },
  ];
  return <SummaryList items={items} aria-label={intl.formatMessage(messages.summary)} />;
}

/** A file of the candidate with the address that downloads it. */
export interface CandidateFile {
  id: string | number;
  title: string;
  size: number;
  /** The download address (the file store's, with what it needs to authorise the browser). */
  href: string;
}

/** The candidate's documents as download links with their size; "No documents yet." when there are none. */
export function CandidateFileList({ files }: { files: readonly CandidateFile[] }) {
  const intl = useIntl();
  if (files.length === 0) return <Text tone="secondary">{intl.formatMessage(messages.noFiles)}</Text>;
  return (
    <ul className={styles.files} aria-label={intl.formatMessage(messages.files)}>
      {files.map((file) => (
        <li key={file.id}>
          <Link href={file.href} download={file.title}>
            {formatDownload(
              intl,
              file.title,
              formatBytes(file.size, (n) => intl.formatNumber(n)),
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The evidence of a consent: which notice, its language, who recorded it when, the signed copy. */
export interface ConsentEvidence {
  document: string;
  locale: Locale | string;
  recordedBy: string | null;
  /** ISO date-time. */
  creationDate: string | null;
  signedCopy: CandidateFile | null;
}

/**
 * The candidate's data-privacy consent as recorded (000 §2): the notice, its language, who recorded
 * it and when, and the signed notice as a download; without one, why it matters.
 */
export function CandidateConsentSummary({ consent }: { consent: ConsentEvidence | null }) {
  const intl = useIntl();
  if (!consent) return <Text tone="secondary">{intl.formatMessage(messages.noConsent)}</Text>;
  const language = consent.locale === 'de' || consent.locale === 'en' ? intl.formatMessage(messages[consent.locale]) : consent.locale;
  const document = consent.document === 'candidate-privacy-notice' ? intl.formatMessage(messages.privacyNotice) : consent.document;
  const items: SummaryItem[] = [
    { id: 'document', label: intl.formatMessage(messages.consentDocument), value: document },
    { id: 'language', label: intl.formatMessage(messages.consentLanguage), value: language },
    { id: 'recordedBy', label: intl.formatMessage(messages.recordedBy), value: consent.recordedBy },
    { id: 'recordedOn', label: intl.formatMessage(messages.recordedOn), value: formatDay(intl, consent.creationDate) },
    {
      id: 'signedCopy',
      label: intl.formatMessage(messages.signedCopy),
      value: consent.signedCopy ? (
        <Link href={consent.signedCopy.href} download={consent.signedCopy.title}>
          {formatDownload(
            intl,
            consent.signedCopy.title,
            formatBytes(consent.signedCopy.size, (n) => intl.formatNumber(n)),
          )}
        </Link>
      ) : null,
    },
  ];
  return <SummaryList items={items} aria-label={intl.formatMessage(messages.consent)} />;
}
