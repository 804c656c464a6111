import type { Vacancy } from '@mandate/api-client';
import { jobActionMessageId, type JobAction, type ReasonCode } from '@mandate/domain';
import {
  Button,
  Card,
  firstUse,
  JobStatusBadge,
  LoadingOverlay,
  Menu,
  PageHeader,
  Stack,
  SummaryList,
  Tabs,
  formatDomainText,
  type MenuAction,
  type SummaryItem,
} from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { startTransition, Suspense, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, vacancyTabs, type VacancyTab } from '../../routes/paths';
import type { ScreenPrefetch } from '../../routes/prefetch';
import { messages as submitMessages } from '../Application/ApplicationCreate.messages';
import { currentUserAtom } from '../../session/session';
import { NotesSection } from '../Notes/NotesSection';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import type { ConsultantDialogAction } from './VacancyDialogs';
import { isSupported, type SupportedAction } from './vacancyActions';
import { seesCandidateLists } from './candidateLists.rules';
import { TabPanel, VacancyApplications, VacancyCandidateLists, VacancyConsultants, VacancyHistory, preloadTab } from './VacancyTabs';
import { applicationTabMessages, candidateListTabMessages, formatFeePercent, formatPositions, messages } from './VacancyView.messages';
import { vacancyPageAtom, type VacancyConsultant, type VacancyMenuEntry } from './vacancy.atoms';

/** Which dialog is open: a vacancy action of the menu, or a consultant action (with the relation, absent for a request). */
type OpenDialog =
  { kind: 'vacancy'; action: SupportedAction } | { kind: 'consultant'; action: ConsultantDialogAction; consultant?: VacancyConsultant };

/**
 * The dialogs of the actions menu and of the consultants (their wiring to the page's atoms, the
 * testimonial's): a chunk of its own, loaded on first use and preloaded when the actions menu or the
 * primary action is hovered or focused (decision 0043). Each dialog's own form is a lazy chunk too.
 */
const loadDialogs = () => import('./VacancyDialogs');
const vacancyDialog = firstUse(loadDialogs, (m) => m.VacancyActionDialog);
const consultantDialog = firstUse(loadDialogs, (m) => m.ConsultantActionDialog);
const VacancyActionDialog = vacancyDialog.Component;
const ConsultantActionDialog = consultantDialog.Component;
const preloadDialogs = () => {
  vacancyDialog.preload();
  consultantDialog.preload();
};

const isTab = (value: string | null): value is VacancyTab => (vacancyTabs as readonly (string | null)[]).includes(value);

/** Refusals that say the user may never do this here: such actions are left out, not shown disabled. */
const neverForThisUser: readonly ReasonCode[] = ['permission-denied', 'not-owner', 'admin-only'];
const destructive: readonly JobAction[] = ['cancel', 'delete-draft'];

/** Menu actions that lead to a page of their own rather than a dialog: the item is a link there. */
const linkedActions: Partial<Record<JobAction, (id: Vacancy['id']) => string>> = {
  edit: (id) => paths.vacancyEdit(id),
  // Compose and send a shortlist to reviewers; the vacancy's sent shortlists and their print pages below it.
  'review-shortlist': (id) => paths.shortlistCreate(id),
};

/** The actions menu from the server's `GET /job/{id}/menu` answer: the browser never decides what is allowed. */
function menuItems(intl: IntlShape, vacancyId: Vacancy['id'], entries: readonly VacancyMenuEntry[]): MenuAction[] {
  return (
    entries
      .filter(
        (entry) =>
          (isSupported(entry.action) || entry.action in linkedActions) && !(entry.reason && neverForThisUser.includes(entry.reason)),
      )
      // "Edit" (a page of its own) first, then the server's order.
      .sort((a, b) => Number(!(a.action in linkedActions)) - Number(!(b.action in linkedActions)))
      .map(({ action, reason }) => ({
        id: action,
        label: formatDomainText(intl, jobActionMessageId(action)),
        // A refused link stays an item without a target, so it cannot be followed.
        ...(linkedActions[action] && !reason ? { href: linkedActions[action](vacancyId) } : {}),
        isDisabled: Boolean(reason),
        ...(reason ? { disabledReason: formatDomainText(intl, `domain.reason.${reason}`) } : {}),
        tone: destructive.includes(action) ? 'critical' : 'neutral',
      }))
  );
}

/** A day as the locale writes it: `05.03.2026` in German. */
function formatDay(intl: IntlShape, iso: string | null): string | null {
  if (!iso) return null;
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });
}

function formatMoney(intl: IntlShape, amount: number, currency: string | undefined): string {
  return currency
    ? intl.formatNumber(amount, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'code', maximumFractionDigits: 0 })
    : intl.formatNumber(amount);
}

function summaryOf(intl: IntlShape, vacancy: Vacancy): SummaryItem[] {
  const currency = vacancy.salary?.currency?.code;
  const salary = vacancy.salaryConfidential
    ? intl.formatMessage(messages.salaryConfidential)
    : [vacancy.salary?.min, vacancy.salary?.max]
        .filter((n): n is number => typeof n === 'number')
        .map((n) => formatMoney(intl, n, currency))
        .join(' – ') || null;
  const fee =
    vacancy.successFeeFixedAmount !== null
      ? formatMoney(intl, vacancy.successFeeFixedAmount, currency)
      : vacancy.successFeePercentage !== null
        ? formatFeePercent(intl, vacancy.successFeePercentage)
        : null;
  const place = [vacancy.place?.city, vacancy.place?.country?.label].filter(Boolean).join(', ') || null;
  const accepting = [
    vacancy.acceptingCandidates ? intl.formatMessage(messages.acceptingCandidates) : null,
    vacancy.acceptingRecruiters ? intl.formatMessage(messages.acceptingHeadhunters) : null,
  ].filter(Boolean);
  return [
    { id: 'reference', label: intl.formatMessage(messages.reference), value: vacancy.reference },
    {
      id: 'owner',
      label: intl.formatMessage(messages.owner),
      value: [vacancy.authoredBy.fullName, vacancy.authoredBy.organization?.name].filter(Boolean).join(' · '),
    },
    { id: 'location', label: intl.formatMessage(messages.location), value: place },
    {
      id: 'positions',
      label: intl.formatMessage(messages.positions),
      value: formatPositions(intl, vacancy.positionCount, vacancy.placementCount),
    },
    { id: 'salary', label: intl.formatMessage(messages.salary), value: salary },
    { id: 'successFee', label: intl.formatMessage(messages.successFee), value: fee },
    {
      id: 'accepting',
      label: intl.formatMessage(messages.accepting),
      value: accepting.length > 0 ? accepting.join(', ') : intl.formatMessage(messages.acceptingNothing),
    },
    { id: 'published', label: intl.formatMessage(messages.published), value: formatDay(intl, vacancy.publicationDate) },
    { id: 'expires', label: intl.formatMessage(messages.expires), value: formatDay(intl, vacancy.expirationDate) },
  ];
}

/**
 * The vacancy page (`/dashboard/vacancy/{id}/view`), the reference screen (docs/adding-a-screen.md):
 * page header with the status, an actions menu from the server and, for a consultant, their own
 * next step as the primary action; the key facts; tabs (`?tab=`) with the consultants on the vacancy
 * and their actions, and the history; the dialogs all of these open. Data and writes go through
 * `vacancy.atoms.ts`; what is allowed is always the server's answer.
 */
export default function VacancyView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = useAtomValue(vacancyPageAtom(Number.isInteger(id) && id > 0 ? id : 0));
  const user = useAtomValue(currentUserAtom).data;
  const isConsultant = user?.roles.some((role) => role.code === 'recruiter') ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: VacancyTab = isTab(requestedTab) ? requestedTab : 'consultants';
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { vacancy } = page;

  if (page.error && !vacancy) {
    // The page's heading says that there is no vacancy to show; the alert says why (nothing of the vacancy is shown).
    return (
      <PageFailure
        header={
          <PageHeader
            title={intl.formatMessage(messages.unavailable)}
            back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
          />
        }
        error={page.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  }

  if (!vacancy) {
    return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="60%" cards={[6]} />;
  }

  const items = menuItems(intl, vacancy.id, page.menu);
  // A consultant's next step on the vacancy, when the server's menu allows it: ask to work on it, or accept the invitation.
  const own: ConsultantDialogAction | null = page.ownActions.includes('request')
    ? 'request'
    : page.ownActions.includes('accept-invitation')
      ? 'accept-invitation'
      : null;
  const close = () => setDialog(null);
  const facts = [vacancy.reference, vacancy.authoredBy.organization?.name, formatDay(intl, vacancy.publicationDate)].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={vacancy.title}
          status={<JobStatusBadge status={vacancy.status.code} />}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
          facts={facts}
          primaryAction={
            own ? (
              <Button onPress={() => setDialog({ kind: 'consultant', action: own })} onHoverStart={preloadDialogs} onFocus={preloadDialogs}>
                {intl.formatMessage(own === 'request' ? messages.request : messages.acceptInvitation)}
              </Button>
            ) : page.ownActions.includes('submit-candidate') ? (
              // An accepted consultant on an active vacancy accepting candidates (the server's menu, 001 §4.2).
              <Button onPress={() => void navigate(paths.candidateApplicationCreate(vacancy.id))}>
                {intl.formatMessage(submitMessages.entry)}
              </Button>
            ) : null
          }
          actions={
            items.length > 0 ? (
              <Menu
                label={intl.formatMessage(messages.actions)}
                items={items}
                onPreload={preloadDialogs}
                // The dialog renders in a transition: the menu closes at once, the dialog follows (decision 0040).
                onAction={(action) =>
                  isSupported(action as JobAction) &&
                  startTransition(() => setDialog({ kind: 'vacancy', action: action as SupportedAction }))
                }
              />
            ) : null
          }
        />
        <Card>
          <SummaryList items={summaryOf(intl, vacancy)} aria-label={intl.formatMessage(messages.summary)} />
        </Card>
        <Tabs
          aria-label={intl.formatMessage(messages.tabs)}
          selectedKey={tab === 'candidate-lists' && !seesCandidateLists(user, vacancy) ? 'consultants' : tab}
          onSelectionChange={(key) =>
            setSearchParams(
              (params) => {
                params.set('tab', String(key));
                return params;
              },
              { replace: true },
            )
          }
          items={[
            {
              id: 'consultants',
              label: intl.formatMessage(messages.tabConsultants),
              onPreload: () => preloadTab('consultants'),
              content: (
                <TabPanel key="consultants" tab="consultants">
                  <VacancyConsultants
                    vacancyId={vacancy.id}
                    isConsultant={isConsultant}
                    canRequest={own === 'request'}
                    onRequest={() => setDialog({ kind: 'consultant', action: 'request' })}
                    onAction={(action, consultant) => setDialog({ kind: 'consultant', action, consultant })}
                  />
                </TabPanel>
              ),
            },
            {
              id: 'applications',
              label: intl.formatMessage(applicationTabMessages.tab),
              onPreload: () => preloadTab('applications'),
              content: (
                <TabPanel key="applications" tab="applications">
                  <VacancyApplications vacancy={vacancy} isConsultant={isConsultant} />
                </TabPanel>
              ),
            },
            // The retained search's candidate lists, for the vacancy's employer side and consultants (issue 16 point 7).
            ...(seesCandidateLists(user, vacancy)
              ? [
                  {
                    id: 'candidate-lists',
                    label: intl.formatMessage(candidateListTabMessages.tab),
                    onPreload: () => preloadTab('candidate-lists'),
                    content: (
                      <TabPanel key="candidate-lists" tab="candidate-lists">
                        <VacancyCandidateLists
                          vacancy={vacancy}
                          isConsultant={isConsultant}
                          canSubmit={page.ownActions.includes('submit-candidate')}
                        />
                      </TabPanel>
                    ),
                  },
                ]
              : []),
            {
              id: 'history',
              label: intl.formatMessage(messages.tabHistory),
              onPreload: () => preloadTab('history'),
              content: (
                <TabPanel key="history" tab="history">
                  <VacancyHistory vacancyId={vacancy.id} />
                </TabPanel>
              ),
            },
          ]}
        />
        <NotesSection type="job" linkedId={vacancy.id} />
      </Stack>
      {dialog ? (
        // While the dialogs' code loads, the overlay a dialog shows while its own form loads.
        <Suspense fallback={<LoadingOverlay fullPage label={intl.formatMessage(messages.loadingDialog)} />}>
          {dialog.kind === 'vacancy' ? (
            <VacancyActionDialog action={dialog.action} vacancy={vacancy} onClose={close} />
          ) : (
            <ConsultantActionDialog action={dialog.action} consultant={dialog.consultant} vacancy={vacancy} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </main>
  );
}

/**
 * The vacancy and its menu, asked for before the first render (decision 0035); both answer a
 * refusal inline (403, 404). The open tab's list is left to the tab: fetched together with the
 * vacancy, 30 cards of the applications tab rendered in the page's first render and delayed its
 * first paint. The open tab's code starts loading here, beside the vacancy (decision 0043).
 */
export const prefetch: ScreenPrefetch = ({ params, url }) => {
  const requested = url.searchParams.get('tab');
  const tab = isTab(requested) ? requested : 'consultants';
  preloadTab(tab);
  // Shown instead of the candidate lists to a user who may not see them.
  if (tab === 'candidate-lists') preloadTab('consultants');
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? [vacancyPageAtom(id)] : [];
};
