-- Tasks (issue 17 point 7; 001 §4.4 "Task: complete", §7.8 "Tasks: POST list, PUT complete, PUT edit").
-- The workflow opens one for the user who must act when a record reaches a waiting status (a
-- consultant's request, a new application, an offer), in the transaction of that change; it is done
-- when the record leaves that status or when its assignee completes it. `opened_status` is the
-- record's status the task waits on; one open task per record and kind.
CREATE TABLE tasks (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('approve-recruiter', 'review-application', 'answer-offer')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  assignee_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  record_type text NOT NULL CHECK (record_type IN ('job-recruiter', 'application')),
  record_id bigint NOT NULL,
  opened_status text NOT NULL,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  title text,
  note text,
  due_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  completed_by bigint REFERENCES users (id) ON DELETE SET NULL
);
-- The assignee's list and open-task counter.
CREATE INDEX tasks_assignee_idx ON tasks (assignee_id, status, due_date, id);
-- The workflow's lookup of a record's open tasks.
CREATE UNIQUE INDEX tasks_open_record_idx ON tasks (record_type, record_id, kind) WHERE status = 'open';
-- A vacancy that closes ends its open tasks.
CREATE INDEX tasks_open_job_idx ON tasks (job_id) WHERE status = 'open';
