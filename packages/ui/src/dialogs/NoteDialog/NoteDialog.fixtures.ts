import type { NotePayload } from '@mandate/domain';

/**
 * Data of the NoteDialog stories; apps/api/src/contracts/NoteDialog.payload.test.ts sends `filled` to `POST /note/create` (with the
 * linkedId of a demo candidate).
 */
export const noteFixtures = {
  /** The record the notes are on: a candidate. */
  type: 'candidate',
  linkedId: 412,
  /** The note edited in the Edit story. */
  existing: { id: 57, content: 'Prefers Basel or Zurich. Notice period three months.' },
  /** What the Filled story types (a new note), and exactly the payload `onSubmit` must receive. */
  filled: {
    content: 'Called on Monday: open to a move in spring.\nSalary expectation around CHF 160,000.',
    type: 'candidate',
    linkedId: 412,
  } satisfies NotePayload,
} as const;
