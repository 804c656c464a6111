-- Rate-limit counters shared by every server process (issue 12 point 7): one row per limited route
-- and client key (hashed: no address or e-mail in clear), counting hits in a fixed window that
-- starts with the first hit. Unlogged: a crash may forget the counters, which only restarts windows.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
