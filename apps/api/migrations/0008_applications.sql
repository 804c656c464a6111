-- Candidates, applications and what hangs on them (issue 5 part B; 001 §7.5, 000 §2–§5): candidates
-- with their consent records, applications, employer feedback, interviews, placements, candidate
-- lists (submissions), and candidate ownership (issue 5 §8). Status changes of applications,
-- candidate lists and placements are written to status_logs (0007).

-- The ownership window of an employer, in months (issue 5 §8): 0 switches the rule off.
ALTER TABLE organizations
  ADD COLUMN candidate_ownership_months integer NOT NULL DEFAULT 12
    CHECK (candidate_ownership_months >= 0 AND candidate_ownership_months <= 60);

-- A candidate, owned by the consultant who entered it (and, through the organisation, its managers).
-- The *_key columns hold domain's normalised identity keys (candidateIdentityKeys) for the
-- duplicate rule; the server writes them with every change.
CREATE TABLE candidates (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id),
  organization_id bigint REFERENCES organizations (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deleted')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  date_of_birth date,
  address text,
  city text,
  zip_code text,
  country_code text,
  employed boolean,
  position text,
  comment text,
  attachment_ids bigint[] NOT NULL DEFAULT '{}',
  cloned_from bigint REFERENCES candidates (id) ON DELETE SET NULL,
  email_key text,
  phone_key text,
  name_birth_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' ||
      coalesce(city, '') || ' ' || coalesce(position, ''))
  ) STORED
);
CREATE INDEX candidates_owner_idx ON candidates (owner_id, status, id DESC);
CREATE INDEX candidates_organization_idx ON candidates (organization_id, status, id DESC);
CREATE INDEX candidates_email_key_idx ON candidates (email_key) WHERE email_key IS NOT NULL;
CREATE INDEX candidates_phone_key_idx ON candidates (phone_key) WHERE phone_key IS NOT NULL;
CREATE INDEX candidates_name_birth_key_idx ON candidates (name_birth_key) WHERE name_birth_key IS NOT NULL;
CREATE INDEX candidates_search_gin ON candidates USING gin (search_vector);

-- The candidate's data-privacy consent (000 §2): who recorded it, when, for which privacy-notice
-- document (code and language), and the signed copy when uploaded. Never edited, only added.
CREATE TABLE candidate_consents (
  id bigserial PRIMARY KEY,
  candidate_id bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  document text NOT NULL,
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de')),
  file_id bigint REFERENCES files (id) ON DELETE SET NULL,
  recorded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The admin behind a switched session, when there was one.
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidate_consents_candidate_idx ON candidate_consents (candidate_id, id);

-- An application: a candidate submitted to a vacancy by an accepted consultant (001 §4.3).
-- company_organization_id is the vacancy's organisation and agency_organization_id the
-- consultant's, both as at submission: the ownership rule compares them.
CREATE TABLE applications (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id bigint NOT NULL REFERENCES candidates (id),
  recruiter_id bigint NOT NULL REFERENCES users (id),
  job_recruiter_id bigint REFERENCES job_recruiters (id) ON DELETE SET NULL,
  company_organization_id bigint REFERENCES organizations (id),
  agency_organization_id bigint REFERENCES organizations (id),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN (
    'proposed', 'interview', 'rejected', 'recruited', 'withdrawn', 'in-review', 'offer-made', 'line-manager-review', 'backed-up')),
  comment text,
  attachment_ids bigint[] NOT NULL DEFAULT '{}',
  -- The employer's rating of the candidate (half stars), null when not rated.
  rating numeric(2, 1) CHECK (rating >= 0 AND rating <= 5),
  reject_reason text,
  withdraw_reason text,
  interviews_count integer NOT NULL DEFAULT 0 CHECK (interviews_count >= 0),
  -- The resolved ownership conflict that let this submission through, if any.
  ownership_conflict_id bigint,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, candidate_id)
);
CREATE INDEX applications_job_idx ON applications (job_id, id DESC);
CREATE INDEX applications_recruiter_idx ON applications (recruiter_id, id DESC);
CREATE INDEX applications_agency_idx ON applications (agency_organization_id, id DESC);
CREATE INDEX applications_company_idx ON applications (company_organization_id, id DESC);
CREATE INDEX applications_candidate_idx ON applications (candidate_id);
CREATE INDEX applications_status_idx ON applications (status, id DESC);

-- Employer feedback on an application (000 §3): text and assessment level.
CREATE TABLE application_feedback (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  feedback text NOT NULL,
  assessment_level text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_feedback_application_idx ON application_feedback (application_id, id);

-- Interviews of an application (001 §7.5).
CREATE TABLE interviews (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  scheduled_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL DEFAULT 60,
  location text,
  comment text,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  cancel_comment text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX interviews_application_idx ON interviews (application_id, scheduled_at);
CREATE INDEX interviews_job_idx ON interviews (job_id, scheduled_at);

-- A placement (001 §3): written by the hire, edited by the placement form, reverted by revert
-- (kept, status 'reverted', for the audit trail). One active placement per application.
CREATE TABLE placements (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  recruiter_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'reverted')),
  offer_date date NOT NULL,
  signature_date date NOT NULL,
  start_date date NOT NULL,
  total_package bigint NOT NULL CHECK (total_package >= 0),
  recruitment_fee bigint NOT NULL CHECK (recruitment_fee >= 0),
  fee_percentage numeric(5, 2),
  revenue_split text,
  approval_number text NOT NULL,
  approval_note text,
  is_guarantee_case boolean NOT NULL DEFAULT false,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  reverted_at timestamptz,
  reverted_by bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX placements_active_application_key ON placements (application_id) WHERE status = 'active';
CREATE INDEX placements_job_idx ON placements (job_id);
CREATE INDEX placements_recruiter_idx ON placements (recruiter_id);

-- A candidate list (submission) of a consultant on a vacancy (000 §2–§5).
CREATE TABLE candidate_lists (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  recruiter_id bigint NOT NULL REFERENCES users (id),
  job_recruiter_id bigint REFERENCES job_recruiters (id) ON DELETE SET NULL,
  agency_organization_id bigint REFERENCES organizations (id),
  title text NOT NULL,
  comment text,
  attachment_ids bigint[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'completed', 'rejected', 'withdrawn')),
  milestone text,
  feedback text,
  feedback_assessment_level text,
  feedback_by bigint REFERENCES users (id) ON DELETE SET NULL,
  feedback_at timestamptz,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidate_lists_job_idx ON candidate_lists (job_id, id DESC);
CREATE INDEX candidate_lists_recruiter_idx ON candidate_lists (recruiter_id, id DESC);

-- A refused submission under the ownership rule (issue 5 §8), for the employer to see and resolve:
-- who tried (claimant), which earlier submission owns the person (owner) and since when, and by
-- which identity keys they matched. 'allow-submission' lets the claimant submit that candidate to
-- that vacancy; 'keep-owner' confirms the refusal.
CREATE TABLE candidate_ownership_conflicts (
  id bigserial PRIMARY KEY,
  company_organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  claimant_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimant_organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  owner_application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  owner_recruiter_id bigint REFERENCES users (id) ON DELETE SET NULL,
  owner_organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  owner_since timestamptz NOT NULL,
  matched_keys text[] NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'keep-owner', 'allow-submission')),
  resolved_by bigint REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  resolution_comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, candidate_id, owner_application_id)
);
CREATE INDEX candidate_ownership_conflicts_company_idx ON candidate_ownership_conflicts (company_organization_id, status, id DESC);
