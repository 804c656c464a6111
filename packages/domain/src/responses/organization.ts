/** Answers about organisations (001 §3 Organization, §7.9): the record, the table, members, contacts, units, teams. */
import * as v from 'valibot';
import { roleCodes } from '../permissions';
import { membershipStatuses, organizationTypes, userStatuses } from '../statuses';
import { coded, count, id, isoDateTime, list, namedRef, place, text } from './shared';

const activeUsers = () => v.object({ countActiveUsers: count() });

/** An organisation (001 §3) with its contact data: `view`, `edit`, `create`. */
export const organizationResponse = v.object({
  id: id(),
  name: text(),
  type: v.picklist(organizationTypes),
  parent: v.nullable(namedRef()),
  isParent: v.boolean(),
  countryCode: v.nullable(text()),
  city: v.nullable(text()),
  place: v.nullable(place()),
  address: v.nullable(text()),
  zipCode: v.nullable(text()),
  language: v.nullable(text()),
  phone: v.nullable(text()),
  website: v.nullable(text()),
  description: v.nullable(text()),
  contactName: v.nullable(text()),
  contactEmail: v.nullable(text()),
  logo: v.nullable(v.object({ fullPath: text() })),
  creationDate: isoDateTime(),
});

/** `GET /organization/{id}/view`: the organisation with what its `includes` asked for. */
export const organizationViewResponse = v.object({
  ...organizationResponse.entries,
  calculatedFields: v.optional(activeUsers()),
  /** With `pslCount` or `activePslCount`: the company's active preferred suppliers. */
  pslCount: v.optional(count()),
  prepaidJobs: v.optional(count()),
  agencyFiles: v.optional(list(v.unknown())),
});

/** A row of the organisation table (001 §3 organisation list columns). */
export const organizationListItemResponse = v.object({
  ...organizationResponse.entries,
  organizationName: text(),
  calculatedFields: activeUsers(),
  activeVacancies: count(),
  companyActivePositions: count(),
  companyClosedVacancies: count(),
  agencyClosedPositions: count(),
  totalRevenue: v.number(),
  agencyRating: v.nullable(v.number()),
  agencyInterviewRatio: v.nullable(v.number()),
  agencyCustomerSatisfaction: v.nullable(v.number()),
});

/** An organisation as the autocomplete offers it (`calculatedFields` absent with `withoutCalculatedFields`). */
export const organizationOptionResponse = v.object({
  id: id(),
  name: text(),
  type: v.picklist(organizationTypes),
  parent: v.nullable(v.object({ id: id() })),
  calculatedFields: v.optional(activeUsers()),
});

/** A membership status with its label in the request's language. */
export const membershipStatusOptionResponse = v.object({ code: v.picklist(membershipStatuses), label: text() });

/** A member of an organisation. */
export const organizationMemberResponse = v.object({
  id: id(),
  name: text(),
  position: v.nullable(text()),
  roles: list(coded(roleCodes)),
  status: coded(userStatuses),
  membershipStatus: coded(membershipStatuses),
});

/** `PUT /organization/{id}/member/{userId}/status`: the member's new membership status. */
export const membershipChangeResponse = v.object({ id: id(), membershipStatus: coded(membershipStatuses) });

/** A contact of an organisation. */
export const organizationContactResponse = v.object({
  id: id(),
  organization: v.object({ id: id() }),
  name: text(),
  email: v.nullable(text()),
  phone: v.nullable(text()),
  position: v.nullable(text()),
});

/** A business unit of an organisation. */
export const businessUnitResponse = v.object({ id: id(), organization: v.object({ id: id() }), name: text() });

/** A company team and its members. */
export const companyTeamResponse = v.object({
  id: id(),
  name: text(),
  organization: v.object({ id: id() }),
  createdBy: v.nullable(v.object({ id: id() })),
  creationDate: isoDateTime(),
  members: list(v.object({ id: id(), name: text(), status: coded(membershipStatuses) })),
});
