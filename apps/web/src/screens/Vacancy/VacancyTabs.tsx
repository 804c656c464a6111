import { SkeletonText } from '@mandate/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { VacancyTab } from '../../routes/paths';
import { applicationTabMessages, candidateListTabMessages, messages } from './VacancyView.messages';

/**
 * Each tab's content is a chunk of its own (decision 0043): the page's first visit loads the code
 * of the tab it shows, not of all four. `preloadTab` starts loading a tab's chunk (and its texts):
 * the route's prefetch does it for the tab in the address, the tabs on hover and focus.
 */
const load = {
  consultants: () => import('./VacancyConsultants'),
  applications: () => import('./VacancyApplications'),
  'candidate-lists': () => import('./VacancyCandidateLists'),
  history: () => import('./VacancyHistory'),
} satisfies Record<VacancyTab, () => Promise<unknown>>;

/** Starts loading a tab's chunk; a failure is left to the tab's own import when it renders. */
export function preloadTab(tab: VacancyTab): void {
  load[tab]().catch(() => undefined);
}

export const VacancyConsultants = lazy(() => load.consultants().then((m) => ({ default: m.VacancyConsultants })));
export const VacancyApplications = lazy(() => load.applications().then((m) => ({ default: m.VacancyApplications })));
export const VacancyCandidateLists = lazy(() => load['candidate-lists']().then((m) => ({ default: m.VacancyCandidateLists })));
export const VacancyHistory = lazy(() => load.history().then((m) => ({ default: m.VacancyHistory })));

/** Each tab's own loading placeholder (the one it shows while its data loads), shown while its code loads: no jump between the two. */
const placeholders: Readonly<Record<VacancyTab, { label: MessageDescriptor; lines: number }>> = {
  consultants: { label: messages.consultantsLoading, lines: 4 },
  applications: { label: applicationTabMessages.loading, lines: 6 },
  'candidate-lists': { label: candidateListTabMessages.loading, lines: 6 },
  history: { label: messages.historyLoading, lines: 4 },
};

/** A tab's lazy content under its loading placeholder. */
export function TabPanel({ tab, children }: { tab: VacancyTab; children: ReactNode }) {
  const intl = useIntl();
  const { label, lines } = placeholders[tab];
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={intl.formatMessage(label)} role="status">
          <SkeletonText lines={lines} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
