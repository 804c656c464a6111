import type {
  businessUnitResponse,
  companyTeamResponse,
  CompanyTeamCreatePayload,
  CompanyTeamMembersPayload,
  CompanyTeamRevokeMemberPayload,
  Id,
  InferOutput,
  membershipChangeResponse,
  MembershipStatusPayload,
  membershipStatusOptionResponse,
  NamePayload,
  OrganizationAutocompleteQuery,
  organizationContactResponse,
  OrganizationContactPayload,
  OrganizationCreatePayload,
  OrganizationEditPayload,
  organizationListItemResponse,
  OrganizationListQuery,
  organizationMemberResponse,
  organizationOptionResponse,
  organizationResponse,
  organizationViewResponse,
  UploadedFile,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions, type UploadCallOptions } from './operation';
import type { ListPage } from './shapes';

/** An organisation (001 §3) with its contact data. */
export type OrganizationRecord = InferOutput<typeof organizationResponse>;

/** A row of the organisation table (001 §3 organisation list columns). */
export type OrganizationTableRow = InferOutput<typeof organizationListItemResponse>;

/** `GET /organization/{id}/view`: the organisation with what its `includes` add. */
export type OrganizationDetails = InferOutput<typeof organizationViewResponse>;

/** An organisation as the autocomplete offers it. */
export type OrganizationOption = InferOutput<typeof organizationOptionResponse>;

/** A member of an organisation. */
export type OrganizationMember = InferOutput<typeof organizationMemberResponse>;

/** A contact of an organisation. */
export type OrganizationContact = InferOutput<typeof organizationContactResponse>;

/** A business unit of an organisation. */
export type BusinessUnit = InferOutput<typeof businessUnitResponse>;

/** A company team and its members. */
export type CompanyTeam = InferOutput<typeof companyTeamResponse>;

/** `POST /organization/list` (001 §7.9): the organisation table, with search, filters, sort and paging. */
export const listOrganizations = operation(
  'POST',
  '/organization/list',
  (route) =>
    (client: ApiClient, query: Partial<OrganizationListQuery> = {}, options: CallOptions = {}): Promise<ListPage<OrganizationTableRow>> =>
      route.call(client, { body: query }, options),
);

/** `POST /organization/autocomplete`: organisations by name, for pickers. */
export const autocompleteOrganizations = operation(
  'POST',
  '/organization/autocomplete',
  (route) =>
    (
      client: ApiClient,
      query: Partial<OrganizationAutocompleteQuery> = {},
      options: CallOptions = {},
    ): Promise<ListPage<OrganizationOption>> =>
      route.call(client, { body: query }, options),
);

/** `GET /organization/membership-status/list`: the membership statuses with labels in the request's language. */
export const listMembershipStatuses = operation(
  'GET',
  '/organization/membership-status/list',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<readonly InferOutput<typeof membershipStatusOptionResponse>[]> =>
      route.call(client, {}, options),
);

/** `GET /organization/{id}/view`: an organisation, with `includes` (`calculatedFields`, `pslCount`, `prepaidJobs`, `agencyFiles`). */
export const viewOrganization = operation(
  'GET',
  '/organization/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, includes: readonly string[] = [], options: CallOptions = {}): Promise<OrganizationDetails> =>
      route.call(client, { params: { id }, ...(includes.length > 0 ? { query: { includes } } : {}) }, options),
);

/** `POST /organization/{id}/upload-logo` (001 §7.9): a new logo (multipart, field `logo`), with progress. */
export const uploadOrganizationLogo = operation(
  'POST',
  '/organization/{id}/upload-logo',
  (route) =>
    (client: ApiClient, id: Id, file: Blob, options: UploadCallOptions = {}): Promise<UploadedFile> =>
      route.upload(client, { params: { id }, file, fieldName: 'logo' }, options),
);

/** `PUT /organization/{id}/edit`: only the fields sent change; type and parent for admins only. */
export const editOrganization = operation(
  'PUT',
  '/organization/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: OrganizationEditPayload, options: CallOptions = {}): Promise<OrganizationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /organization/create`: a top-level organisation (admins). */
export const createOrganization = operation(
  'POST',
  '/organization/create',
  (route) =>
    (client: ApiClient, payload: OrganizationCreatePayload, options: CallOptions = {}): Promise<OrganizationRecord> =>
      route.call(client, { body: payload }, options),
);

/** `POST /organization/{id}/create` (001 §7.9): a child organisation of `parentId` (admins and the parent's managers). */
export const createChildOrganization = operation(
  'POST',
  '/organization/{id}/create',
  (route) =>
    (client: ApiClient, parentId: Id, payload: OrganizationCreatePayload, options: CallOptions = {}): Promise<OrganizationRecord> =>
      route.call(client, { params: { id: parentId }, body: payload }, options),
);

/** `GET /organization/{id}/member/list`: the organisation's users (not deleted) with their membership statuses. */
export const listOrganizationMembers = operation(
  'GET',
  '/organization/{id}/member/list',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<{ readonly items: readonly OrganizationMember[] }> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /organization/{id}/member/{userId}/status`: sets a member's membership status (admins and managers). */
export const setMembershipStatus = operation(
  'PUT',
  '/organization/{id}/member/{userId}/status',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      userId: Id,
      payload: MembershipStatusPayload,
      options: CallOptions = {},
    ): Promise<InferOutput<typeof membershipChangeResponse>> =>
      route.call(client, { params: { id, userId }, body: payload }, options),
);

/** `GET /organization/{id}/contact/list` (001 §7.9). */
export const listOrganizationContacts = operation(
  'GET',
  '/organization/{id}/contact/list',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<OrganizationContact>> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /organization/{id}/contact/create`. */
export const createOrganizationContact = operation(
  'POST',
  '/organization/{id}/contact/create',
  (route) =>
    (client: ApiClient, organizationId: Id, payload: OrganizationContactPayload, options: CallOptions = {}): Promise<OrganizationContact> =>
      route.call(client, { params: { id: organizationId }, body: payload }, options),
);

/** `PUT /organization/contact/{id}/edit`. */
export const editOrganizationContact = operation(
  'PUT',
  '/organization/contact/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: OrganizationContactPayload, options: CallOptions = {}): Promise<OrganizationContact> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `DELETE /organization/contact/{id}/delete`. */
export const deleteOrganizationContact = operation(
  'DELETE',
  '/organization/contact/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<null> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /organization/{id}/business-unit/list` (001 §7.9 business units). */
export const listBusinessUnits = operation(
  'GET',
  '/organization/{id}/business-unit/list',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<BusinessUnit>> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /organization/{id}/business-unit/add`. */
export const addBusinessUnit = operation(
  'POST',
  '/organization/{id}/business-unit/add',
  (route) =>
    (client: ApiClient, organizationId: Id, payload: NamePayload, options: CallOptions = {}): Promise<BusinessUnit> =>
      route.call(client, { params: { id: organizationId }, body: payload }, options),
);

/** `PUT /organization/business-unit/{id}/edit`. */
export const editBusinessUnit = operation(
  'PUT',
  '/organization/business-unit/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: NamePayload, options: CallOptions = {}): Promise<BusinessUnit> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `DELETE /organization/business-unit/{id}/delete`. */
export const deleteBusinessUnit = operation(
  'DELETE',
  '/organization/business-unit/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<null> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /company-team/list` (001 §7.9 teams): the teams of an organisation (the user's own by default). */
export const listCompanyTeams = operation(
  'GET',
  '/company-team/list',
  (route) =>
    (client: ApiClient, query: { organizationId?: Id | null } = {}, options: CallOptions = {}): Promise<ListPage<CompanyTeam>> =>
      route.call(client, { query }, options),
);

/** `POST /company-team/create`. */
export const createCompanyTeam = operation(
  'POST',
  '/company-team/create',
  (route) =>
    (client: ApiClient, payload: CompanyTeamCreatePayload, options: CallOptions = {}): Promise<CompanyTeam> =>
      route.call(client, { body: payload }, options),
);

/** `PUT /company-team/{id}/edit`: renames a team. */
export const editCompanyTeam = operation(
  'PUT',
  '/company-team/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: NamePayload, options: CallOptions = {}): Promise<CompanyTeam> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `DELETE /company-team/{id}/delete`. */
export const deleteCompanyTeam = operation(
  'DELETE',
  '/company-team/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<null> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /company-team/{id}/add-members`: active users of the team's organisation. */
export const addCompanyTeamMembers = operation(
  'POST',
  '/company-team/{id}/add-members',
  (route) =>
    (client: ApiClient, id: Id, payload: CompanyTeamMembersPayload, options: CallOptions = {}): Promise<CompanyTeam> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /company-team/{id}/revoke-member`. */
export const revokeCompanyTeamMember = operation(
  'POST',
  '/company-team/{id}/revoke-member',
  (route) =>
    (client: ApiClient, id: Id, payload: CompanyTeamRevokeMemberPayload, options: CallOptions = {}): Promise<CompanyTeam> =>
      route.call(client, { params: { id }, body: payload }, options),
);
