-- Mail outbox delivery (issue 4 item 8): a worker claims a mail by setting it to 'sending' with a
-- lease (locked_until) in one statement with FOR UPDATE SKIP LOCKED, sends it outside any
-- transaction, then marks it sent, or queues it again with a growing delay (next_attempt_at) until
-- the fifth failed attempt marks it failed. A worker that dies mid-send leaves a lease that expires.
ALTER TABLE mail_outbox
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('queued', 'sending', 'sent', 'failed'));
DROP INDEX mail_outbox_queued_idx;
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (id) WHERE status IN ('queued', 'sending');
