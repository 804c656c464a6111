-- Users' profile for the consultant picker and the profile page (000 §3, 001 §3, §2.6): interests,
-- statistics, invitation counts, settings; preferred-supplier lists, blacklists and the history
-- facts the picker's history filters search. Sized for the consultant search over 100,000 users.
ALTER TABLE users
  ADD COLUMN sectors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN departments text[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_types text[] NOT NULL DEFAULT '{}',
  -- Countries of activity (the country of residence is country_code).
  ADD COLUMN countries text[] NOT NULL DEFAULT '{}',
  -- Lower-case tags; searched together with name, position and city.
  ADD COLUMN keywords text[] NOT NULL DEFAULT '{}',
  ADD COLUMN address text,
  ADD COLUMN zip_code text,
  ADD COLUMN timezone text,
  ADD COLUMN avatar_file_id bigint,
  ADD COLUMN admin_rating numeric(3, 2),
  ADD COLUMN interviews_count integer NOT NULL DEFAULT 0,
  ADD COLUMN company_rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN employer_rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN placements_count integer NOT NULL DEFAULT 0,
  ADD COLUMN invitations_total integer NOT NULL DEFAULT 0,
  ADD COLUMN invitations_accepted integer NOT NULL DEFAULT 0,
  ADD COLUMN invitations_admin integer NOT NULL DEFAULT 0,
  ADD COLUMN invitations_applied integer NOT NULL DEFAULT 0,
  -- Open invitations waiting for this consultant's answer (the current user's invitationCount).
  ADD COLUMN invitations_open integer NOT NULL DEFAULT 0,
  ADD COLUMN notification_settings jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN is_demo boolean GENERATED ALWAYS AS ('demo-user' = ANY (roles)) STORED,
  ADD COLUMN subscription_rank smallint GENERATED ALWAYS AS (
    CASE subscription WHEN 'premium-plus' THEN 2 WHEN 'premium' THEN 1 ELSE 0 END
  ) STORED,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(position, '') || ' ' || coalesce(city, ''))
      || array_to_tsvector(keywords)
  ) STORED;

-- The picker: roles and statuses first, then the default order (subscription desc, name asc).
CREATE INDEX users_roles_gin ON users USING gin (roles);
CREATE INDEX users_sectors_gin ON users USING gin (sectors);
CREATE INDEX users_departments_gin ON users USING gin (departments);
CREATE INDEX users_search_types_gin ON users USING gin (search_types);
CREATE INDEX users_countries_gin ON users USING gin (countries);
CREATE INDEX users_search_gin ON users USING gin (search_vector);
CREATE INDEX users_picker_order_idx ON users (status, subscription_rank DESC, lower(first_name), lower(last_name), id);
CREATE INDEX users_name_idx ON users (lower(first_name), lower(last_name), id);
CREATE INDEX users_rating_idx ON users (rating DESC, id);
CREATE INDEX users_last_login_idx ON users (last_login_at);
CREATE INDEX users_country_idx ON users (country_code);

-- Preferred supplier lists: a company lists an agency (all its consultants) or one consultant.
CREATE TABLE preferred_suppliers (
  id bigserial PRIMARY KEY,
  company_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  agency_organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  recruiter_id bigint REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoked')),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (agency_organization_id IS NOT NULL OR recruiter_id IS NOT NULL)
);
CREATE INDEX preferred_suppliers_company_idx ON preferred_suppliers (company_organization_id) WHERE status = 'active';
CREATE INDEX preferred_suppliers_recruiter_idx ON preferred_suppliers (recruiter_id, company_organization_id) WHERE status = 'active';
CREATE INDEX preferred_suppliers_agency_idx ON preferred_suppliers (agency_organization_id, company_organization_id) WHERE status = 'active';

-- Blacklists: a company bans a consultant or a whole agency.
CREATE TABLE blacklists (
  id bigserial PRIMARY KEY,
  company_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  agency_organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  recruiter_id bigint REFERENCES users (id) ON DELETE CASCADE,
  comment text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (agency_organization_id IS NOT NULL OR recruiter_id IS NOT NULL)
);
CREATE INDEX blacklists_recruiter_idx ON blacklists (recruiter_id, company_organization_id);
CREATE INDEX blacklists_agency_idx ON blacklists (agency_organization_id, company_organization_id);

-- A consultant's track record: one row per placement or application, with the facts the history
-- filters search (salary, country, address, application status, experience level, sector,
-- department, search type). Written by the application and placement workflows.
CREATE TABLE user_history (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('application', 'placement')),
  job_id bigint,
  application_id bigint,
  salary integer,
  country_code text,
  address text,
  application_status text,
  experience_level text,
  sector text,
  department text,
  search_type text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_history_user_idx ON user_history (user_id);
CREATE INDEX user_history_sector_idx ON user_history (sector, user_id);
CREATE INDEX user_history_department_idx ON user_history (department, user_id);
CREATE INDEX user_history_country_idx ON user_history (country_code, user_id);
CREATE INDEX user_history_salary_idx ON user_history (salary, user_id);
