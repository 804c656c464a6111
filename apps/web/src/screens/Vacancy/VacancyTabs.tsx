import { SkeletonText } from '@mandate/ui';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { VacancyTab } from '../../routes/paths';
import { applicationTabMessages, candidateListTabMessages, messages } from './VacancyView.messages';

/**
 * A tab's content as a chunk of its own (decision 0043): the page's first visit loads the code of
 * the tab it shows, not of all four. `preload` starts loading it (and its texts): the route's
 * prefetch does it for the tab in the address, the tabs on hover and focus. A tab mounted once its
 * chunk is there renders it at once, in the page's own commit; `React.lazy` (which suspends at least
 * until the next tick, even for a loaded module) only covers a tab mounted before.
 */
function lazyTab<M, P extends object>(loadModule: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let ready: ComponentType<P> | undefined;
  const start = () =>
    loadModule().then((module) => {
      ready = pick(module);
      return ready;
    });
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function LazyTab(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the tab.
    const [Loaded] = useState(() => ready);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  // A failure is left to the tab's own import when it renders.
  const preload = () => void start().catch(() => undefined);
  return { Tab: LazyTab, preload };
}

const tabs = {
  consultants: lazyTab(
    () => import('./VacancyConsultants'),
    (m) => m.VacancyConsultants,
  ),
  applications: lazyTab(
    () => import('./VacancyApplications'),
    (m) => m.VacancyApplications,
  ),
  'candidate-lists': lazyTab(
    () => import('./VacancyCandidateLists'),
    (m) => m.VacancyCandidateLists,
  ),
  history: lazyTab(
    () => import('./VacancyHistory'),
    (m) => m.VacancyHistory,
  ),
} satisfies Record<VacancyTab, { preload: () => void }>;

/** Starts loading a tab's chunk. */
export function preloadTab(tab: VacancyTab): void {
  tabs[tab].preload();
}

export const VacancyConsultants = tabs.consultants.Tab;
export const VacancyApplications = tabs.applications.Tab;
export const VacancyCandidateLists = tabs['candidate-lists'].Tab;
export const VacancyHistory = tabs.history.Tab;

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
