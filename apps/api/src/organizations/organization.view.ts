/** Organisations as the API answers them. */
import type {
  businessUnitResponse,
  companyTeamResponse,
  InferOutput,
  MembershipStatus,
  organizationContactResponse,
  organizationListItemResponse,
  organizationMemberResponse,
  organizationOptionResponse,
  organizationResponse,
  RoleCode,
  UserStatus,
} from '@mandate/domain';
import { num } from '../db/values';
import type { TeamMemberRow, TeamRow } from './companyTeam.queries';
import type { BusinessUnitRow, ContactRow } from './contact.queries';
import type { MemberRow, OrganizationChoiceRow, OrganizationRow } from './organization.queries';

export const rounded = (value: string | null, digits = 0) => (value === null ? null : Number(Number(value).toFixed(digits)));

/** An organisation (001 §3) with its contact data. */
export function organizationView(row: OrganizationRow): InferOutput<typeof organizationResponse> {
  return {
    id: num(row.id),
    name: row.name,
    type: row.type,
    parent: row.parent_id ? { id: num(row.parent_id), name: row.parent_name ?? '' } : null,
    isParent: row.is_parent,
    countryCode: row.country_code,
    city: row.city,
    place:
      row.city || row.country_code
        ? { city: row.city, country: row.country_code ? { code: row.country_code, label: row.country_code } : null }
        : null,
    address: row.address,
    zipCode: row.zip_code,
    language: row.language,
    phone: row.phone,
    website: row.website,
    description: row.description,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    logo: row.logo_file_id ? { fullPath: `/api/file/${row.logo_file_id}/download` } : null,
    creationDate: new Date(row.created_at).toISOString(),
  };
}

/** A row of the organisation table (001 §3 organisation list columns). */
export function organizationListItem(row: OrganizationRow): InferOutput<typeof organizationListItemResponse> {
  return {
    ...organizationView(row),
    organizationName: row.name,
    calculatedFields: { countActiveUsers: num(row.active_users) },
    // Vacancy and revenue figures come from the job and billing modules; until then they are 0.
    activeVacancies: 0,
    companyActivePositions: 0,
    companyClosedVacancies: 0,
    agencyClosedPositions: 0,
    totalRevenue: 0,
    agencyRating: rounded(row.agency_rating, 1),
    agencyInterviewRatio: rounded(row.agency_interview_ratio),
    agencyCustomerSatisfaction: rounded(row.agency_customer_satisfaction),
  };
}

/** An organisation's contact. */
export const contactView = (r: ContactRow): InferOutput<typeof organizationContactResponse> => ({
  id: num(r.id),
  organization: { id: num(r.organization_id) },
  name: r.name,
  email: r.email,
  phone: r.phone,
  position: r.position,
});

/** A business unit of an organisation. */
export const unitView = (r: BusinessUnitRow): InferOutput<typeof businessUnitResponse> => ({
  id: num(r.id),
  organization: { id: num(r.organization_id) },
  name: r.name,
});

/** A company team with its members. */
export const companyTeamView = (team: TeamRow, members: readonly TeamMemberRow[]): InferOutput<typeof companyTeamResponse> => ({
  id: num(team.id),
  name: team.name,
  organization: { id: num(team.organization_id) },
  createdBy: team.created_by ? { id: num(team.created_by) } : null,
  creationDate: new Date(team.created_at).toISOString(),
  members: members.map((m) => ({ id: num(m.id), name: `${m.first_name} ${m.last_name}`, status: { code: m.status as MembershipStatus } })),
});

/** An organisation as the autocomplete offers it. */
export const organizationOption = (row: OrganizationChoiceRow, calculated: boolean): InferOutput<typeof organizationOptionResponse> => ({
  id: num(row.id),
  name: row.name,
  type: row.type,
  parent: row.parent_id ? { id: num(row.parent_id) } : null,
  ...(calculated ? { calculatedFields: { countActiveUsers: num(row.active_users) } } : {}),
});

/** A member of an organisation. */
export const memberView = (r: MemberRow): InferOutput<typeof organizationMemberResponse> => ({
  id: num(r.id),
  name: `${r.first_name} ${r.last_name}`,
  position: r.position,
  roles: r.roles.map((code) => ({ code: code as RoleCode })),
  status: { code: r.status as UserStatus },
  membershipStatus: { code: r.membership_status as MembershipStatus },
});
