-- Organisations, users and their sessions (issue 4: auth, users, organisations).
CREATE TABLE organizations (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('company', 'agency')),
  parent_id bigint REFERENCES organizations (id),
  country_code text,
  city text,
  address text,
  language text,
  logo_file_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'blocked', 'deleted')),
  roles text[] NOT NULL DEFAULT '{}',
  organization_id bigint REFERENCES organizations (id),
  membership_status text NOT NULL DEFAULT 'active' CHECK (membership_status IN ('active', 'revoked')),
  position text,
  phone text,
  phone_calling_code text,
  city text,
  country_code text,
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de')),
  subscription text NOT NULL DEFAULT 'basic' CHECK (subscription IN ('basic', 'premium', 'premium-plus')),
  rating numeric(3, 2) NOT NULL DEFAULT -1,
  interview_ratio integer,
  customer_satisfaction integer,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_organization_idx ON users (organization_id);

CREATE TABLE organization_managers (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, organization_id)
);

-- A login: one refresh-token family. Switching to another user starts a session whose owner is the admin.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_id bigint REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);

-- Tokens are stored as SHA-256 hashes only.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_session_idx ON auth_tokens (session_id);

-- One-time codes (OTP by mail) and one-time login links (token login, password reset).
CREATE TABLE auth_one_time (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('otp', 'login-link')),
  secret_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_one_time_user_idx ON auth_one_time (user_id, kind);

-- Outgoing mail: written in the same transaction as the change that causes it, sent by a worker.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_queued_idx ON mail_outbox (id) WHERE status = 'queued';
