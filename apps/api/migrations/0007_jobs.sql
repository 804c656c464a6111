-- Vacancies and the consultants on them (issue 5 part A; 001 §3, §4.1, §4.2, §7.3, §7.4): jobs,
-- job_recruiters, favourites, shortlists, shared notes, consultant ratings, invitation templates,
-- and one status log for every workflow record (jobs, job-recruiters, applications, candidate
-- lists, placements): the spec's `logs` and the audit trail in one table.

-- A vacancy. The owner is the author (author_id) and the managers of the author's organisation
-- (organization_id, the author's organisation when the vacancy was created or delegated).
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  reference text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('empty', 'draft', 'active', 'on-hold', 'closed', 'cancelled', 'expired', 'deleted-draft')),
  author_id bigint NOT NULL REFERENCES users (id),
  organization_id bigint REFERENCES organizations (id),
  description text,
  requirements text,
  country_code text,
  city text,
  address text,
  zip_code text,
  sectors text[] NOT NULL DEFAULT '{}',
  departments text[] NOT NULL DEFAULT '{}',
  search_types text[] NOT NULL DEFAULT '{}',
  experience_level text,
  languages text[] NOT NULL DEFAULT '{}',
  contact_language text NOT NULL DEFAULT 'en' CHECK (contact_language IN ('en', 'de')),
  position_count integer NOT NULL DEFAULT 1 CHECK (position_count >= 1),
  -- Placements made on this vacancy (written by the hire of the application workflow).
  placement_count integer NOT NULL DEFAULT 0 CHECK (placement_count >= 0),
  salary_min integer CHECK (salary_min >= 0),
  salary_max integer CHECK (salary_max >= 0),
  salary_currency text CHECK (salary_currency IN ('chf', 'eur', 'gbp', 'usd')),
  salary_confidential boolean NOT NULL DEFAULT false,
  success_fee_percentage numeric(5, 2) CHECK (success_fee_percentage >= 0 AND success_fee_percentage <= 100),
  success_fee_fixed_amount integer CHECK (success_fee_fixed_amount >= 0),
  revenue_split text,
  approval_id text,
  premoderation boolean NOT NULL DEFAULT false,
  is_exclusive_for_headhunters boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT true,
  accepting_candidates boolean NOT NULL DEFAULT true,
  accepting_recruiters boolean NOT NULL DEFAULT true,
  -- Custom terms and conditions: the phase in which consultants must agree (001 §4.2), null = none.
  custom_terms_phase text CHECK (custom_terms_phase IN ('applying', 'submitting')),
  -- Counters kept by the application workflow (applications submitted, candidates recruited).
  candidates_count integer NOT NULL DEFAULT 0 CHECK (candidates_count >= 0),
  recruited_candidates integer NOT NULL DEFAULT 0 CHECK (recruited_candidates >= 0),
  -- Counters kept by the job-recruiter workflow.
  recruiters_count integer NOT NULL DEFAULT 0 CHECK (recruiters_count >= 0),
  accepted_recruiters_count integer NOT NULL DEFAULT 0 CHECK (accepted_recruiters_count >= 0),
  published_at timestamptz,
  expires_at timestamptz,
  closed_at timestamptz,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(city, ''))
  ) STORED
);
CREATE INDEX jobs_status_order_idx ON jobs (status, id DESC);
CREATE INDEX jobs_author_idx ON jobs (author_id, id DESC);
CREATE INDEX jobs_organization_idx ON jobs (organization_id, id DESC);
CREATE INDEX jobs_search_gin ON jobs USING gin (search_vector);
CREATE INDEX jobs_public_idx ON jobs (published_at DESC, id DESC) WHERE status = 'active' AND is_public;

-- A consultant on a vacancy (001 §4.2). `source` is how the current relation began: invitation,
-- admin-invitation or request (000 §4 displays withdrawn/declined by it).
CREATE TABLE job_recruiters (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  recruiter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requested', 'accepted', 'rejected', 'withdrawn', 'invited', 'withdrawn-invitation')),
  source text NOT NULL DEFAULT 'request' CHECK (source IN ('invitation', 'admin-invitation', 'request')),
  -- The invitation text or the cover letter of the request.
  comment text,
  invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Custom terms agreed by the consultant (001 §4.2), null when not agreed.
  terms_agreed_at timestamptz,
  testimonial_requested_at timestamptz,
  -- Placements this consultant made on the vacancy (written by the hire).
  placements_count integer NOT NULL DEFAULT 0,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, recruiter_id)
);
CREATE INDEX job_recruiters_recruiter_idx ON job_recruiters (recruiter_id, status, job_id);
CREATE INDEX job_recruiters_job_status_idx ON job_recruiters (job_id, status);

-- Every status change of a workflow record, with who, when, from, to, reason and comment.
-- entity_type + entity_id name the record; job_id is the vacancy it belongs to (for the vacancy
-- history); actor_id is who did it, owner_id the admin behind a switched session.
CREATE TABLE status_logs (
  id bigserial PRIMARY KEY,
  entity_type text NOT NULL CHECK (entity_type IN ('job', 'job-recruiter', 'application', 'candidate-list', 'placement')),
  entity_id bigint NOT NULL,
  job_id bigint REFERENCES jobs (id) ON DELETE CASCADE,
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  -- A reason code (cancel, on-hold, decline, reject, withdraw reasons), when the action has one.
  reason text,
  comment text,
  -- Extra facts of the change (source, recipients, delegated users, suppressed notifications...).
  details jsonb NOT NULL DEFAULT '{}',
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX status_logs_entity_idx ON status_logs (entity_type, entity_id, id);
CREATE INDEX status_logs_job_idx ON status_logs (job_id, id);

-- Favourite vacancies of a user.
CREATE TABLE job_favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_favourites_job_idx ON job_favourites (job_id);

-- A shortlist of a vacancy, sent to reviewers (line managers); application ids as chosen.
CREATE TABLE job_shortlists (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  title text,
  comment text,
  application_ids bigint[] NOT NULL DEFAULT '{}',
  recipient_ids bigint[] NOT NULL DEFAULT '{}',
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_shortlists_job_idx ON job_shortlists (job_id);

-- Notes shared between the employer side and the consultants of a vacancy.
CREATE TABLE job_shared_notes (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_shared_notes_job_idx ON job_shared_notes (job_id, id);

-- Ratings of consultants who supplied candidates, given on cancel (this module) or hire
-- (application workflow: application_id set). Rating 0 to 5 in half steps.
CREATE TABLE recruiter_ratings (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  recruiter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id bigint,
  context text NOT NULL CHECK (context IN ('cancel', 'hire')),
  rating numeric(2, 1) NOT NULL CHECK (rating >= 0 AND rating <= 5),
  rated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recruiter_ratings_recruiter_idx ON recruiter_ratings (recruiter_id);
CREATE INDEX recruiter_ratings_job_idx ON recruiter_ratings (job_id);

-- Invitation templates (001 §7.6): `invite` and `selected-recruiter`, per language; a company's own
-- (organization_id) overrides the platform's (organization_id null).
CREATE TABLE invitation_templates (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invite', 'selected-recruiter')),
  language text NOT NULL CHECK (language IN ('en', 'de')),
  organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  subject text NOT NULL,
  body text NOT NULL,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX invitation_templates_key ON invitation_templates (kind, language, coalesce(organization_id, 0));

INSERT INTO invitation_templates (kind, language, subject, body) VALUES
  ('invite', 'en', 'Invitation to the vacancy {{job}}',
   '<p>Dear {{recipient}},</p><p>you are invited to work on the vacancy <strong>{{job}}</strong>.</p>{{comment}}'),
  ('invite', 'de', 'Einladung zur Vakanz {{job}}',
   '<p>Guten Tag {{recipient}},</p><p>Sie sind eingeladen, an der Vakanz <strong>{{job}}</strong> mitzuarbeiten.</p>{{comment}}'),
  ('selected-recruiter', 'en', 'You have been selected for the vacancy {{job}}',
   '<p>Dear {{recipient}},</p><p>you have been selected as a supplier for the vacancy <strong>{{job}}</strong>.</p>{{comment}}'),
  ('selected-recruiter', 'de', 'Sie wurden für die Vakanz {{job}} ausgewählt',
   '<p>Guten Tag {{recipient}},</p><p>Sie wurden als Anbieter für die Vakanz <strong>{{job}}</strong> ausgewählt.</p>{{comment}}');

-- Preferred suppliers and blacklists (0003): a comment, edits and revocation times.
ALTER TABLE preferred_suppliers
  ADD COLUMN comment text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN revoked_at timestamptz,
  ADD COLUMN revoked_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE blacklists ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
