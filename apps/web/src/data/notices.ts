import { atom } from 'jotai';
import type { MessageDescriptor } from 'react-intl';

/** A success bar an action asks for: a message of the app's catalogue and its values. */
export interface Notice {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Notices the shell has not shown yet (action atoms run outside React, where `useNotify` lives). */
const pendingNoticesAtom = atom<readonly Notice[]>([]);
pendingNoticesAtom.debugLabel = 'pendingNotices';

/** The notices waiting for the shell. */
export const noticesAtom = atom((get) => get(pendingNoticesAtom));
noticesAtom.debugLabel = 'notices';

/** Asks the shell for a success bar. */
export const reportNoticeAtom = atom(null, (_get, set, notice: Notice) => set(pendingNoticesAtom, (list) => [...list, notice]));
reportNoticeAtom.debugLabel = 'reportNotice';

/** Takes every waiting notice out of the queue. */
export const takeNoticesAtom = atom(null, (get, set) => {
  const list = get(pendingNoticesAtom);
  if (list.length > 0) set(pendingNoticesAtom, []);
  return list;
});
takeNoticesAtom.debugLabel = 'takeNotices';
