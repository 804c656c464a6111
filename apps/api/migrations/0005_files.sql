-- Uploaded files (001 §3 "Uploaded file", §7.2): the bytes live in a FileStorage (local folder or an
-- object store) under storage_key; this row holds what the API answers and what access checks need.
CREATE TABLE files (
  id bigserial PRIMARY KEY,
  -- The use it was uploaded for (avatar, logo, candidate-document, attachment, ...): decides the
  -- allowed formats and who may read it.
  type text NOT NULL,
  title text NOT NULL,
  comment text,
  mime_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL UNIQUE,
  -- The upload call's `meta` parameter, kept as sent.
  meta text,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The record the file belongs to, set by the module that links it (e.g. 'application', 12).
  owner_type text,
  owner_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX files_uploaded_by_idx ON files (uploaded_by);
CREATE INDEX files_owner_idx ON files (owner_type, owner_id) WHERE owner_type IS NOT NULL;
