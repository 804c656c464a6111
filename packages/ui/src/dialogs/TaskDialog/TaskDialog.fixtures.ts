import type { LocalDate, TaskEditPayload } from '@mandate/domain';

/**
 * Data of the TaskDialog stories; apps/api/src/contracts/TaskDialog.payload.test.ts sends `filled` to
 * `PUT /task/{id}/edit` (a task the workflow opened for the demo employer).
 */
export const taskFixtures = {
  /** The vacancy the task is on. */
  jobTitle: 'Head of Regulatory Affairs',
  /** The task as the list shows it when the dialog opens (a workflow task: the text of its kind). */
  existing: { title: 'Approve or reject the request of Jürg Baumann', note: null, dueDate: '2026-12-01' },
  /** What the Filled story types: the due day's digits (day, month, year in English). */
  typed: { dueDate: '04122026' },
  /** What the Filled story enters into the empty dialog, and exactly the payload `onSubmit` must receive. */
  filled: {
    title: 'Call Jürg Baumann about his request',
    note: 'He can start in March; ask for two references first.',
    dueDate: '2026-12-04' as LocalDate,
  } satisfies TaskEditPayload,
} as const;
