import { lazy, useState, type ComponentType } from 'react';

/** A component loaded on first use, and how to start loading it earlier. */
export interface FirstUse<P extends object> {
  /**
   * The component. Mounted once its chunk is there, it renders at once, in the commit that mounts it;
   * mounted before, it is a `React.lazy` component (render it inside a `Suspense`), which suspends
   * at least until the next tick even for a loaded module.
   */
  Component: ComponentType<P>;
  /** Starts loading the chunk, once; a failed load is tried again by the next call or by the render. */
  preload(): void;
}

/**
 * A component whose code is a chunk of its own, loaded on first use (decisions 0036, 0037, 0043):
 * `load` imports the chunk, `pick` takes the component from it (the default export without one).
 * Several components of one chunk each get their own `firstUse` with the same `load`.
 *
 * @example
 * const dialogs = firstUse(() => import('./VacancyDialogs'), (m) => m.VacancyActionDialog);
 * <Button onHoverStart={dialogs.preload}>…</Button>
 * <Suspense fallback={null}><dialogs.Component … /></Suspense>
 */
export function firstUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): FirstUse<P>;
export function firstUse<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): FirstUse<P>;
export function firstUse<P extends object>(
  load: () => Promise<unknown>,
  pick: (module: unknown) => ComponentType<P> = (module) => (module as { default: ComponentType<P> }).default,
): FirstUse<P> {
  let loaded: ComponentType<P> | undefined;
  let started: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (started ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        started = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function FirstUseComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component: FirstUseComponent,
    // A failure is left to the render, which loads again and shows it through its error boundary.
    preload: () => void start().catch(() => undefined),
  };
}
