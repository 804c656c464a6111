import { useDeferredValue, useEffect, useState } from 'react';

/** Whether a screen of this page has shown its deferred body: later screens render theirs at once. */
let pageShownOnce = false;

/**
 * On the page's first screen: `false` in its first render, `true` from a second render that React
 * starts right after the first one is committed, as a deferred (transition) render that yields to
 * the browser, so the first commit paints before the second one's work (decision 0046). On every
 * later screen of the page (in-app navigation): `true` at once.
 *
 * For a screen whose heavy parts (filters, tabs, a table of rows) would hold back the paint of its
 * frame on a page load: render the frame and placeholders of the same place first, the heavy parts
 * when this is `true`. The heavy parts cost no more than before; the heading and what is cheap show
 * a render earlier. After a navigation inside the app the data is mostly there and the router
 * restores the scroll position in the commit that shows the screen, so the whole screen renders in
 * one commit as before.
 *
 * @example
 * const bodyShown = useAfterFirstPaint();
 * return <main><PageHeader title={title} />{bodyShown ? <Table rows={rows} /> : <Skeleton height="block" />}</main>;
 */
export function useAfterFirstPaint(): boolean {
  const [defer] = useState(() => !pageShownOnce);
  const shown = useDeferredValue(true, defer ? false : undefined);
  useEffect(() => {
    if (shown) pageShownOnce = true;
  }, [shown]);
  return shown;
}
