import type { OnHoldPayload } from '@mandate/domain';

/**
 * Data of the PutOnHoldDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts): the reasons are codes of `GET /list/job-on-hold-reasons`.
 */
export const putOnHoldFixtures = {
  reasons: [
    { id: 'budget-review', label: 'Budget under review' },
    { id: 'internal-candidate', label: 'Internal candidate under review' },
    { id: 'hiring-freeze', label: 'Hiring freeze' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story types, and exactly the payload `onSubmit` must receive. */
  filled: { reason: 'budget-review', comment: 'Budget freeze until the end of Q3.' } satisfies OnHoldPayload,
} as const;
