import type { CancelVacancyPayload } from '@mandate/domain';

/**
 * Data of the CancelVacancyDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts): the reasons are codes of `GET /list/job-cancel-reasons`; the
 * consultants are demo users (ids of a fresh demo database); the contract case publishes a vacancy
 * of its own, on which the first (id 4, Lea Schneider) requests and is accepted, and cancels it.
 */
export const cancelVacancyFixtures = {
  reasons: [
    { id: 'filled-internally', label: 'Filled internally' },
    { id: 'position-cancelled', label: 'Position no longer needed' },
    { id: 'budget', label: 'Budget withdrawn' },
    { id: 'other', label: 'Other' },
  ],
  /** The search consultants who supplied candidates; the Filled story rates the first only. */
  consultants: [
    { id: 4, fullName: 'Lea Schneider' },
    { id: 7, fullName: 'Tobias Keller' },
  ],
  /** What the Filled story enters (the first consultant 4½ stars), and exactly the payload `onSubmit` must receive. */
  filled: {
    cancelReason: 'filled-internally',
    comment: 'The position was filled by an internal candidate.',
    sendCopyToEmployer: true,
    suppressNotifications: false,
    ratings: [{ user: { id: 4, fullName: 'Lea Schneider' }, rating: 4.5 }],
  } satisfies CancelVacancyPayload,
} as const;
