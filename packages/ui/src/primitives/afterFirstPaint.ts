import { useDeferredValue } from 'react';

/**
 * `false` in a component's first render, `true` from a second render that React starts right after
 * the first one is committed, as a deferred (transition) render that yields to the browser: the
 * first commit paints before the second one's work (decision 0046).
 *
 * For a screen whose heavy parts (filters, tabs, a table of rows) would hold back the paint of its
 * frame: render the frame and placeholders of the same place first, the heavy parts when this is
 * `true`. The heavy parts cost no more than before; the heading and what is cheap show a render
 * earlier. Later renders are not affected.
 *
 * @example
 * const bodyShown = useAfterFirstPaint();
 * return <main><PageHeader title={title} />{bodyShown ? <Table rows={rows} /> : <Skeleton height="block" />}</main>;
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
