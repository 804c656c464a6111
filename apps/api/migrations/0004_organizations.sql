-- Organisations (001 §3, §7.9): contact data, contacts, company teams with members, business units.
ALTER TABLE organizations
  ADD COLUMN zip_code text,
  ADD COLUMN phone text,
  ADD COLUMN website text,
  ADD COLUMN description text,
  ADD COLUMN contact_name text,
  ADD COLUMN contact_email text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX organizations_name_idx ON organizations (lower(name), id);
CREATE INDEX organizations_parent_idx ON organizations (parent_id);
CREATE INDEX users_org_status_idx ON users (organization_id, status);

CREATE TABLE organization_contacts (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  phone text,
  position text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_contacts_org_idx ON organization_contacts (organization_id);

CREATE TABLE company_teams (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_teams_org_idx ON company_teams (organization_id);

CREATE TABLE company_team_members (
  team_id bigint NOT NULL REFERENCES company_teams (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoked')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX company_team_members_user_idx ON company_team_members (user_id);

CREATE TABLE business_units (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_units_org_idx ON business_units (organization_id);
