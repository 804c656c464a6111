/** Interview rows as the API answers them. */
import type { InferOutput, interviewResponse } from '@mandate/domain';
import { iso } from '../db/values';
import type { InterviewRow } from './interview.queries';

/** An interview (001 §7.5): when (ISO, and the zone it was entered in), how, where, who; its state. */
export const interviewView = (r: InterviewRow): InferOutput<typeof interviewResponse> => ({
  id: Number(r.id),
  applicationId: Number(r.application_id),
  jobId: Number(r.job_id),
  job: { id: Number(r.job_id), title: r.job_title },
  candidate: { id: Number(r.candidate_id), fullName: r.candidate_name },
  date: iso(r.scheduled_at),
  timeZone: r.time_zone,
  durationMinutes: r.duration_minutes,
  kind: r.kind,
  location: r.location,
  videoLink: r.video_link,
  participants: r.participants,
  comment: r.comment,
  status: { code: r.status },
  cancelComment: r.cancel_comment,
  cancellationDate: iso(r.cancelled_at),
  author: r.created_by === null ? null : { id: Number(r.created_by), fullName: r.created_by_name ?? '' },
  creationDate: iso(r.created_at),
  updateDate: iso(r.updated_at),
});
