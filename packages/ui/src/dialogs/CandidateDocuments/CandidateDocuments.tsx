import { locales, type Locale } from '@mandate/domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Inline, Stack } from '../../primitives/Layout';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { messages } from './CandidateDocuments.messages';

/** A document's PDF per language (000 §2: de or en). */
export type LocaleUrls = Readonly<Record<Locale, string>>;

export interface CandidateDocumentsProps {
  /** The Candidate Privacy Notice per language; a language without a URL shows as not available. */
  privacyNotice: Partial<LocaleUrls>;
  /** The terms per language; absent: not offered. @default undefined */
  terms?: Partial<LocaleUrls> | undefined;
  /** While the dialog cannot take changes: the links show but are out of the tab order and do not open. @default false */
  isDisabled?: boolean;
}

/**
 * The PDFs a consultant hands the candidate (000 §2): the Candidate Privacy Notice and, where given,
 * the terms, each with a link per language (English, German) that opens in a new tab. A language whose
 * URL is missing says so in place of its link, so the consultant knows to fetch the PDF another way.
 */
export function CandidateDocuments({ privacyNotice, terms, isDisabled = false }: CandidateDocumentsProps) {
  const intl = useIntl();
  const rows = [
    { key: 'privacy', name: intl.formatMessage(messages.privacyNotice), urls: privacyNotice },
    ...(terms ? [{ key: 'terms', name: intl.formatMessage(messages.terms), urls: terms }] : []),
  ];
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)}>
      <Stack gap="xsmall">
        {rows.map((row) => (
          <Inline key={row.key} gap="small">
            <Text>{row.name}</Text>
            {locales.map((locale) => {
              const href = row.urls[locale];
              const language = intl.formatMessage(messages[locale]);
              return href ? (
                <Link key={locale} href={href} isExternal hrefLang={locale} isDisabled={isDisabled}>
                  {language}
                </Link>
              ) : (
                <Text key={locale} as="span" tone="critical">
                  {intl.formatMessage(messages.unavailable as MessageDescriptor, { language })}
                </Text>
              );
            })}
          </Inline>
        ))}
      </Stack>
    </div>
  );
}
