/**
 * Schemas of the organisation calls (001 §7.9): the organisation table and autocomplete, the
 * organisation form (create and edit), contacts, business units, company teams and membership
 * statuses. The spec shows no form for these; the fields are the organisation's (001 §3). They
 * were the server's own until the typed client needed them: the rules are unchanged.
 */
import * as v from 'valibot';
import { locales, membershipStatuses, organizationTypes, sortOrders } from '../statuses';
import { paging, requiredText, safeString } from './fields';
import type { SchemaContext } from './fields';

const TYPE = 'domain.error.type';

/** A record id in a body: a positive whole number (up to 10^15). */
const recordId = () =>
  v.pipe(v.number(TYPE), v.integer('domain.error.integer'), v.minValue(1, 'domain.error.min'), v.maxValue(1e15, 'domain.error.max'));

/** An optional trimmed text; empty becomes null; absent stays absent (an edit leaves the field as it is). */
const text = (max = 255) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.maxLength(max, 'domain.error.max-length'))),
      v.transform((s) => (s ? s : null)),
    ),
  );

/** A country code, two or three letters, upper case. */
const countryCode = () =>
  v.optional(
    v.nullable(
      v.pipe(
        safeString(TYPE),
        v.trim(),
        v.regex(/^[A-Za-z]{2,3}$/, 'domain.error.option'),
        v.transform((s) => s.toUpperCase()),
      ),
    ),
  );

/** An e-mail address. */
const email = () =>
  v.pipe(
    safeString('domain.error.required'),
    v.trim(),
    v.nonEmpty('domain.error.required'),
    v.email('domain.error.email'),
    v.maxLength(255, 'domain.error.max-length'),
  );

/** A field only admins may send: present at all for anyone else, it is refused with `admin-only`. */
const adminOnly = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check(() => false, 'domain.error.admin-only'),
      v.transform(() => undefined as never),
    ),
  );

/** Sort fields of the organisation table. */
export const organizationSortFields = ['name', 'organizationName', 'creationDate', 'countActiveUsers', 'agencyRating'] as const;

/** The organisation table (POST /organization/list): search, type, country, parent, sort and page. */
export const organizationListQuerySchema = v.object({
  search: text(),
  type: v.optional(v.nullable(v.picklist(organizationTypes, 'domain.error.option'))),
  countryCode: countryCode(),
  parentId: v.optional(v.nullable(recordId())),
  sortBy: v.optional(v.picklist(organizationSortFields, 'domain.error.option'), 'name'),
  sortOrder: v.optional(
    v.pipe(
      safeString(TYPE),
      v.transform((s) => s.toUpperCase()),
      v.picklist(sortOrders, 'domain.error.option'),
    ),
    'ASC',
  ),
  ...paging(20),
});

/** The organisation autocomplete (POST /organization/autocomplete). */
export const organizationAutocompleteSchema = v.object({
  search: text(),
  type: v.optional(v.nullable(v.picklist(organizationTypes, 'domain.error.option'))),
  withActiveUsers: v.optional(v.boolean(TYPE), false),
  withoutCalculatedFields: v.optional(v.boolean(TYPE), false),
  ...paging(200),
});

/** The fields of the organisation form; type and parent are for admins only. */
const organizationFields = (admin: boolean) => ({
  countryCode: countryCode(),
  city: text(),
  address: text(),
  zipCode: text(20),
  language: v.optional(v.nullable(v.picklist(locales, 'domain.error.option'))),
  phone: text(30),
  website: text(),
  description: text(10_000),
  contactName: text(),
  contactEmail: v.optional(v.nullable(email())),
  type: admin ? v.optional(v.picklist(organizationTypes, 'domain.error.option')) : adminOnly(),
  parentId: admin ? v.optional(v.nullable(recordId())) : adminOnly(),
});

/** Edit an organisation (PUT /organization/{id}/edit): only the fields sent change. */
export const organizationEditSchema = (context: SchemaContext = {}) =>
  v.object({ name: v.optional(requiredText()), ...organizationFields(!!context.isAdmin) }, 'domain.error.required');

/** Create an organisation, top-level or a child (POST /organization/create, /organization/{id}/create): the name is required. */
export const organizationCreateSchema = (context: SchemaContext = {}) =>
  v.object({ name: requiredText(), ...organizationFields(!!context.isAdmin) }, 'domain.error.required');

/** A contact of an organisation. */
export const organizationContactSchema = v.object(
  { name: requiredText(), email: v.optional(v.nullable(email())), phone: text(30), position: text() },
  'domain.error.required',
);

/** A name: of a business unit (add, edit) or a company team (edit). */
export const nameSchema = v.object({ name: requiredText() }, 'domain.error.required');

const memberIds = () => v.pipe(v.array(recordId(), TYPE), v.maxLength(500, 'domain.error.max'));

/** Create a company team: its name, organisation (the user's own by default) and members. */
export const companyTeamCreateSchema = v.object(
  { name: requiredText(), organizationId: v.optional(v.nullable(recordId())), members: v.optional(memberIds(), []) },
  'domain.error.required',
);

/** Add members to a company team: at least one. */
export const companyTeamMembersSchema = v.object(
  { members: v.pipe(memberIds(), v.minLength(1, 'domain.error.min-items')) },
  'domain.error.required',
);

/** Revoke one member of a company team. */
export const companyTeamRevokeMemberSchema = v.object({ member: recordId() }, 'domain.error.required');

/** A member's membership status in an organisation. */
export const membershipStatusSchema = v.object({ status: v.picklist(membershipStatuses, 'domain.error.option') }, 'domain.error.required');
