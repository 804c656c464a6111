import { atom } from 'jotai';

/**
 * A queue that code outside React (the API client's callbacks, action atoms) fills and a component
 * of the shell drains: the failed calls for the global error handler, the success bars for the
 * notice bridge.
 */
export function atomQueue<T>(label: string) {
  const pending = atom<readonly T[]>([]);
  pending.debugLabel = `${label}:pending`;
  /** What waits to be shown. */
  const items = atom((get) => get(pending));
  items.debugLabel = label;
  /** Adds one. */
  const report = atom(null, (_get, set, item: T) => set(pending, (list) => [...list, item]));
  report.debugLabel = `${label}:report`;
  /** Takes everything waiting out of the queue and returns it. */
  const take = atom(null, (get, set) => {
    const list = get(pending);
    if (list.length > 0) set(pending, []);
    return list;
  });
  take.debugLabel = `${label}:take`;
  return { items, report, take };
}
