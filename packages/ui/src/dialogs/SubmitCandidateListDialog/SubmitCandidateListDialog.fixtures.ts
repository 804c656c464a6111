import type { CandidateListCreatePayload } from '@mandate/domain';

/**
 * Data of the SubmitCandidateListDialog stories, shared with the contract test (apps/api/src/contracts).
 * File and vacancy ids are the server's: the contract case uploads a PDF first and sends `filled`
 * with that file's id and its vacancy's id in place of the stories' ids, every other field unchanged.
 */
export const submitCandidateListFixtures = {
  vacancyTitle: 'Head of Regulatory Affairs',
  /** The vacancy of the stories. */
  jobId: 1,
  /** The file the Filled story chooses; the stories' fake upload answers it with id 301. */
  file: { name: 'Longlist regulatory affairs.pdf', bytes: 182_400 },
  /** What the Filled story types into the comment. */
  typedComment: 'Eight profiles from the Basel pharma cluster, three open to move.',
  /** Exactly the payload `onSubmit` must receive. */
  filled: {
    title: 'Longlist regulatory affairs, Basel',
    comment: '<p>Eight profiles from the Basel pharma cluster, three open to move.</p>',
    attachments: [301],
    jobId: 1,
  } satisfies CandidateListCreatePayload,
} as const;
