import type { ProductFeedbackPayload } from '@mandate/domain';

/**
 * Data of the FeedbackDialog stories: the categories are codes of `GET /list/feedback-categories`.
 * The payload test (apps/api/src/contracts) sends `filled` to `POST /user/feedback/create`.
 */
export const feedbackFixtures = {
  categories: [
    { id: 'bug', label: 'Something does not work' },
    { id: 'feature-request', label: 'Idea or wish' },
    { id: 'question', label: 'Question' },
    { id: 'praise', label: 'Praise' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    subject: 'Export of the candidate list',
    category: 'feature-request',
    message: 'Please let me export the shortlist of a vacancy as a spreadsheet, with the status of each candidate.',
  } satisfies ProductFeedbackPayload,
} as const;
