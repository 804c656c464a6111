-- Private messages (issue 17; 001 §2.5 new thread, §3 Thread, §7.6 inbox). A thread has a subject,
-- an optional vacancy and its participants; each participant has their own unread flag and may
-- delete the thread for themself (a new message brings it back). A message is rich text (sanitised
-- on the way in) with attachments (file_links owner type 'message'); its author edits it or deletes
-- it for all (the text is gone, the row stays as "deleted"); anyone may hide it for themself.
CREATE TABLE inbox_threads (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  job_id bigint REFERENCES jobs (id) ON DELETE SET NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE inbox_participants (
  thread_id bigint NOT NULL REFERENCES inbox_threads (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  unread boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  PRIMARY KEY (thread_id, user_id)
);
-- The list of a user's threads (unread first, then by last message) and their unread counter.
CREATE INDEX inbox_participants_user_idx ON inbox_participants (user_id, unread DESC, thread_id) WHERE deleted_at IS NULL;
CREATE INDEX inbox_threads_last_idx ON inbox_threads (last_message_at DESC, id DESC);

CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  thread_id bigint NOT NULL REFERENCES inbox_threads (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Null once deleted for all.
  content text,
  attachment_ids bigint[] NOT NULL DEFAULT '{}',
  forwarded_from bigint REFERENCES inbox_messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX inbox_messages_thread_idx ON inbox_messages (thread_id, id DESC);

CREATE TABLE inbox_message_hidden (
  message_id bigint NOT NULL REFERENCES inbox_messages (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (message_id, user_id)
);
