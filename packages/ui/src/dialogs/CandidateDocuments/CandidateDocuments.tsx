import { locales, type Locale } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { Inline, Stack } from '../../primitives/Layout';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { messages } from './CandidateDocuments.messages';

/** A document's PDF per language (000 §2: de or en). */
export type LocaleUrls = Readonly<Record<Locale, string>>;

export interface CandidateDocumentsProps {
  /** The Candidate Privacy Notice per language. */
  privacyNotice: LocaleUrls;
  /** The terms per language; absent: not offered. @default undefined */
  terms?: LocaleUrls | undefined;
}

/**
 * The PDFs a consultant hands the candidate (000 §2): the Candidate Privacy Notice and, where given,
 * the terms, each with a link per language (English, German) that opens in a new tab.
 */
export function CandidateDocuments({ privacyNotice, terms }: CandidateDocumentsProps) {
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
            {locales.map((locale) => (
              <Link key={locale} href={row.urls[locale]} isExternal hrefLang={locale}>
                {intl.formatMessage(messages[locale])}
              </Link>
            ))}
          </Inline>
        ))}
      </Stack>
    </div>
  );
}
