import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messages } from './Shortlist.messages';

/** A day as the locale writes it: `05.03.2026` in German, `5 Mar 2026` in English. */
export const dayOf = (intl: IntlShape, iso: string) =>
  intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });

/** A shortlist's name: its title, or "Shortlist for {vacancy}". */
export const shortlistName = (intl: IntlShape, shortlist: { title: string | null; job: { title: string } }) =>
  shortlist.title ?? intl.formatMessage(messages.untitled as MessageDescriptor, { vacancy: shortlist.job.title });

/**
 * The error a failed load shows (PageFailure's `error`): the page's error when it carries a
 * server message to show (the atoms keep none for 403 and 404, which say the page's own "not found"
 * or "failed"), else `null`, so the page's own text shows.
 */
export const shownError = (page: { error: unknown; errorMessage: string | null }) => (page.errorMessage === null ? null : page.error);
