-- Issue 17 point 1: e-mail about new messages to recipients who are not online (decision 0034).
-- A user's choice: a mail per new message while offline, one digest a day of unread threads, or none.
ALTER TABLE users ADD COLUMN message_mail text NOT NULL DEFAULT 'immediately';
ALTER TABLE users ADD CONSTRAINT users_message_mail_check CHECK (message_mail IN ('immediately', 'daily', 'never'));
-- The day (UTC) of the user's last digest: the digest goes out once per day, from any process.
ALTER TABLE users ADD COLUMN message_digest_on date;
-- Who is online: one row per open event stream (GET /api/live/events) of any process, refreshed
-- while it stays open; a row not refreshed for a minute belongs to a process that died.
CREATE TABLE live_presence (
  stream_id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_presence_user_idx ON live_presence (user_id, seen_at);
