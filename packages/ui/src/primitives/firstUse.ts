import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, loaded on first use (decisions 0036, 0037, 0043):
 * `Component` is the `React.lazy` component to render inside a `Suspense` once it is needed;
 * `preload()` starts loading the chunk earlier (a trigger hovered or focused is likely to be
 * pressed), once; a failed load is tried again by the next call or by the render.
 */
export function firstUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let started: Promise<unknown> | null = null;
  return {
    Component: lazy(load),
    preload(): void {
      started ??= load().catch(() => {
        started = null;
      });
    },
  };
}
