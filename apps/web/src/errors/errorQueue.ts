import type { ApiError } from '@mandate/api-client';
import { atom } from 'jotai';
import { atomQueue } from '../data/queue';

// Failed calls the global handler has not dealt with yet (the client reports them outside React).
const errors = atomQueue<ApiError>('apiErrors');

/** The errors waiting for the handler. */
export const apiErrorsAtom = errors.items;
/** Reports one failed call to the handler. */
export const reportApiErrorAtom = errors.report;
/** Takes every waiting error out of the queue and returns them. */
export const takeApiErrorsAtom = errors.take;

/** Calls in flight that count for the global loading indicator. */
const apiLoadingCountAtom = atom(0);
apiLoadingCountAtom.debugLabel = 'apiLoadingCount';

/** Whether the global loading indicator shows. */
export const apiLoadingAtom = atom((get) => get(apiLoadingCountAtom) > 0);
apiLoadingAtom.debugLabel = 'apiLoading';

/** Sets the number of calls in flight (from the client's `onLoadingChange`). */
export const setApiLoadingCountAtom = atom(null, (_get, set, count: number) => set(apiLoadingCountAtom, Math.max(0, count)));
setApiLoadingCountAtom.debugLabel = 'setApiLoadingCount';
