import type { MessageDescriptor } from 'react-intl';
import { atomQueue } from './queue';

/** A success bar an action asks for: a message of the app's catalogue and its values. */
export interface Notice {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

// Action atoms run outside React, where `useNotify` lives: the shell's NoticeBridge shows these.
const notices = atomQueue<Notice>('notices');

/** The notices waiting for the shell. */
export const noticesAtom = notices.items;
/** Asks the shell for a success bar. */
export const reportNoticeAtom = notices.report;
/** Takes every waiting notice out of the queue. */
export const takeNoticesAtom = notices.take;
