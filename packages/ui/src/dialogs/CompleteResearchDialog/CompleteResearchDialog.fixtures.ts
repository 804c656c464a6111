import type { CompleteResearchPayload } from '@mandate/domain';

/**
 * Data of the CompleteResearchDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts): the milestones are the codes of `GET /list/milestones`
 * (001 §3), in their order; the dialog starts on the first.
 */
export const completeResearchFixtures = {
  milestones: [
    { id: 'headhunter-approved', label: 'Search consultant approved' },
    { id: 'long-list-delivery', label: 'Long list delivered' },
    { id: 'shortlist-delivery', label: 'Shortlist delivered' },
    { id: 'start-interviews', label: 'Interviews started' },
    { id: 'placement', label: 'Placement' },
    { id: 'end-probation', label: 'End of probation' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story picks, and exactly the payload `onSubmit` must receive. */
  filled: { milestone: 'shortlist-delivery' } satisfies CompleteResearchPayload,
} as const;
