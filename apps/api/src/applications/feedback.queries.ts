/** The SQL of employer feedback on applications (`/application/{id}/feedback/…`). */
import type { Queryable } from '../db/database';
import { FEEDBACK_SELECT, type FeedbackRow } from './application.queries';

/** An application's feedback, oldest first. */
export const feedbackOf = (q: Queryable, applicationId: string) =>
  q.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.application_id = $1 ORDER BY f.id`, [applicationId]);

/** An application's latest feedback (none or one row). */
export const latestFeedbackOf = (q: Queryable, applicationId: number) =>
  q.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.application_id = $1 ORDER BY f.id DESC LIMIT 1`, [applicationId]);

/** One feedback entry by id. */
export async function loadFeedback(q: Queryable, id: string | number): Promise<FeedbackRow | undefined> {
  const [row] = await q.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.id = $1`, [id]);
  return row;
}

/** Adds feedback to an application; answers its id. */
export async function insertFeedback(
  q: Queryable,
  entry: { applicationId: string; authorId: number; feedback: string; assessmentLevel: string | null | undefined },
): Promise<string> {
  const [created] = await q.query<{ id: string }>(
    'INSERT INTO application_feedback (application_id, author_id, feedback, assessment_level) VALUES ($1, $2, $3, $4) RETURNING id',
    [entry.applicationId, entry.authorId, entry.feedback, entry.assessmentLevel],
  );
  return created!.id;
}

/** Changes a feedback entry of an application; false when the application has no such entry. */
export async function updateFeedback(
  q: Queryable,
  entry: { id: number; applicationId: string; feedback: string; assessmentLevel: string | null | undefined },
): Promise<boolean> {
  const updated = await q.query(
    'UPDATE application_feedback SET feedback = $3, assessment_level = $4, updated_at = now() WHERE id = $1 AND application_id = $2 RETURNING id',
    [entry.id, entry.applicationId, entry.feedback, entry.assessmentLevel],
  );
  return updated.length > 0;
}
