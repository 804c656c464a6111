-- Facts about this installation: the schema's owner application, when it first and last started
-- and with which version. Read by /api/version and the health check.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
