import { firstUse, SkeletonText } from '@mandate/ui';
import { Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { VacancyTab } from '../../routes/paths';
import { applicationTabMessages, candidateListTabMessages, messages } from './VacancyView.messages';

/**
 * A tab's content as a chunk of its own (decision 0043): the page's first visit loads the code of
 * the tab it shows, not of all four. `preload` starts loading it (and its texts): the route's
 * prefetch does it for the tab in the address, the tabs on hover and focus. A tab mounted once its
 * chunk is there renders it at once, in the page's own commit (`firstUse`).
 */
const tabs = {
  consultants: firstUse(
    () => import('./VacancyConsultants'),
    (m) => m.VacancyConsultants,
  ),
  applications: firstUse(
    () => import('./VacancyApplications'),
    (m) => m.VacancyApplications,
  ),
  'candidate-lists': firstUse(
    () => import('./VacancyCandidateLists'),
    (m) => m.VacancyCandidateLists,
  ),
  history: firstUse(
    () => import('./VacancyHistory'),
    (m) => m.VacancyHistory,
  ),
} satisfies Record<VacancyTab, { preload: () => void }>;

/** Starts loading a tab's chunk. */
export function preloadTab(tab: VacancyTab): void {
  tabs[tab].preload();
}

export const VacancyConsultants = tabs.consultants.Component;
export const VacancyApplications = tabs.applications.Component;
export const VacancyCandidateLists = tabs['candidate-lists'].Component;
export const VacancyHistory = tabs.history.Component;

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
