-- Notes, payment terms, product feedback and testimonials (issue 17; 001 §2.5, §3, §4.4, §7.6, §7.8).

-- A note on a vacancy, a candidate, a user or a candidate list (001 §3): plain text, no field
-- required. Visible to the author's organisation only (the organisation is the author's when the
-- note is written; without one, the author alone).
CREATE TABLE notes (
  id bigserial PRIMARY KEY,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('job', 'user', 'candidate', 'candidate-list')),
  linked_id bigint NOT NULL,
  content text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_linked_idx ON notes (type, linked_id, id);
CREATE INDEX notes_organization_idx ON notes (organization_id, id);
CREATE INDEX notes_author_idx ON notes (author_id, id);

-- Payment terms (001 §2.5, §3): label ("Show it as"), an optional code, days, mode 0 company / 1 agency.
CREATE TABLE payment_terms (
  id bigserial PRIMARY KEY,
  label text NOT NULL,
  code text,
  days integer NOT NULL CHECK (days >= 0),
  mode smallint NOT NULL CHECK (mode IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_terms_code_key ON payment_terms (lower(code)) WHERE code IS NOT NULL;

-- Feedback to the platform (001 §2.5 FeedbackDialog): mailed to the admins, listed for them.
CREATE TABLE product_feedback (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  subject text,
  category text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_feedback_created_idx ON product_feedback (created_at DESC, id DESC);

-- A testimonial (001 §4.2, §4.4, §7.8): written by the employer side (or an admin) for a search
-- consultant accepted on an active or closed vacancy; the consultant accepts or rejects it.
CREATE TABLE testimonials (
  id bigserial PRIMARY KEY,
  recruiter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX testimonials_job_recruiter_key ON testimonials (job_id, recruiter_id);
CREATE INDEX testimonials_recruiter_idx ON testimonials (recruiter_id, id DESC);
