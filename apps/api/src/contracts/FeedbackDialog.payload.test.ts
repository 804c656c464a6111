/** FeedbackDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { sendProductFeedback } from '@mandate/api-client';
import { feedbackFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'FeedbackDialog',
  as: 'employer',
  payload: feedbackFixtures.filled,
  lists: [{ list: 'feedback-categories', ids: feedbackFixtures.categories.map((category) => category.id) }],
  subject: () => Promise.resolve(null),
  send: (client, _subject, payload) => sendProductFeedback(client, payload),
  accepted: (feedback) => expect(feedback).toMatchObject(feedbackFixtures.filled),
  refusedOnRepeat: null,
  requiredField: 'message',
});
