import { can, canOpenMonitoring, type Actor } from '@mandate/domain';
import { paths } from '../routes/paths';

/** The entries of the dashboard's main navigation, in their order. */
export const mainNavEntries = ['home', 'vacancies', 'candidates', 'shortlists', 'messages', 'monitoring'] as const;
export type MainNavEntry = (typeof mainNavEntries)[number];

/** Where each entry leads. */
export const mainNavHref: Readonly<Record<MainNavEntry, () => string>> = {
  home: paths.myDashboard,
  vacancies: () => paths.vacancies(),
  candidates: paths.candidates,
  shortlists: paths.shortlist,
  messages: paths.messages,
  monitoring: paths.monitoring,
};

/** Whether the user works with vacancies at all: views them (own or any), or works on them as a consultant. */
const listsVacancies = (user: Actor) =>
  user.permissions.some((code) => code.startsWith('job-view-') || code.startsWith('job-recruiter-') || code.startsWith('job-list-'));

/**
 * The entries a user sees, from their roles and permissions (packages/domain): home for everyone;
 * vacancies for whoever views or works on vacancies (employers, consultants, admins, managers of
 * an organisation); "My candidates" for whoever may create candidates (consultants, admins);
 * shortlists for whoever reviews shortlists without working on vacancies (line managers: the
 * employer side reaches a vacancy's shortlists from its page); messages for whoever reads their own threads (every role: the entry shows the unread count);
 * monitoring for admins (the rule of the monitoring page itself). The server still authorises every
 * call behind each page.
 */
export function mainNavFor(user: Actor): MainNavEntry[] {
  const shown: Record<MainNavEntry, boolean> = {
    home: true,
    vacancies: listsVacancies(user),
    candidates: can(user, 'candidate-create'),
    shortlists: !listsVacancies(user) && can(user, 'shortlist-review', { ownerId: user.id }),
    messages: can(user, 'inbox-thread-view', { ownerId: user.id }),
    monitoring: canOpenMonitoring(user),
  };
  return mainNavEntries.filter((entry) => shown[entry]);
}

/** The entry whose page is shown (the path without its query), or null on any other page. */
export function currentMainNav(pathname: string): MainNavEntry | null {
  const path = pathname.replace(/\/+$/, '');
  return mainNavEntries.find((entry) => mainNavHref[entry]() === path) ?? null;
}
