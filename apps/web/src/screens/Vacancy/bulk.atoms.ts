/**
 * Bulk actions on the applications tab (issue 16 point 4): reject with one reason, move to the HR
 * review. Decided client-side (docs/decisions/bulk-application-actions.md): one call per application
 * through the same route a single action uses, one after the other, so each runs in its own
 * transaction through the workflow, the server's refusal of one (403 who, 409 state) leaves the others
 * done, and each row shows its own answer. The vacancy's page refetches once at the end.
 */
import { isApiError, rejectApplication, reviewApplication, type ApiClient } from '@mandate/api-client';
import type { Id, RejectCandidatePayload } from '@mandate/domain';
import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { queryKeys } from '../../data/queryKeys';
import { formCallOptions } from '../../data/refusal';
import { apiAtom } from '../../session/tokens';

/** A bulk action and its payload. */
export type BulkAction = { kind: 'reject'; payload: RejectCandidatePayload } | { kind: 'review' };

/** One application's answer: done, refused with the server's message, or failed (network, 5xx). */
export interface BulkResult {
  id: Id;
  name: string;
  outcome: 'done' | 'refused' | 'failed';
  /** The server's message of a refusal. */
  reason: string | null;
}

const call = (api: ApiClient, id: Id, action: BulkAction) =>
  action.kind === 'reject'
    ? rejectApplication(api, id, action.payload, formCallOptions)
    : reviewApplication(api, id, 'hr', { comment: null }, formCallOptions);

/** Runs `action` on each application in turn; `onProgress` after each. Resolves to the answer per application. */
export const bulkApplicationsAtom = atom(
  null,
  async (
    get,
    _set,
    {
      vacancyId,
      applications,
      action,
      onProgress,
    }: { vacancyId: Id; applications: readonly { id: Id; name: string }[]; action: BulkAction; onProgress?: (done: number) => void },
  ) => {
    const api = get(apiAtom);
    const results: BulkResult[] = [];
    for (const { id, name } of applications) {
      try {
        await call(api, id, action);
        results.push({ id, name, outcome: 'done', reason: null });
      } catch (error) {
        const refused = isApiError(error, 'validation', 'forbidden', 'not-found', 'conflict', 'rate-limited');
        results.push({ id, name, outcome: refused ? 'refused' : 'failed', reason: refused ? error.serverMessage : null });
      }
      onProgress?.(results.length);
    }
    await get(queryClientAtom).invalidateQueries({ queryKey: queryKeys.vacancyAll(vacancyId) });
    return results;
  },
);
bulkApplicationsAtom.debugLabel = 'bulkApplications';

/** The bulk bar's state the panel (BulkPanel.tsx) changes: the open dialog, the progress of a running action, the last results. */
export interface BulkPanelState {
  dialog: BulkAction['kind'] | null;
  setDialog: (dialog: BulkAction['kind'] | null) => void;
  progress: { done: number; count: number } | null;
  setProgress: (progress: { done: number; count: number } | null) => void;
  last: { action: BulkAction['kind']; results: BulkResult[] } | null;
  setLast: (last: { action: BulkAction['kind']; results: BulkResult[] } | null) => void;
}
