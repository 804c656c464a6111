import type { NotePayload } from '@mandate/domain';

/**
 * Data of the NoteDialog stories. The server has no note call yet (a later issue adds it), so no
 * contract case sends these.
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
