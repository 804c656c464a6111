/**
 * Schemas of the user calls (001 §7.8): the list call's parameters beyond the picker's filters
 * (000 §7), profile and settings edits, sign-up, password reset and bulk actions, with the field
 * helpers they share (trimmed texts, code lists, e-mail, admin-only fields). The browser's profile
 * screens validate with the same schemas as the server.
 */
import * as v from 'valibot';
import { roleCodes } from '../permissions';
import { locales, userStatuses } from '../statuses';
import { safeString } from './fields';

/** The subscriptions a consultant may hold. */
export const subscriptions = ['basic', 'premium', 'premium-plus'] as const;

/**
 * When a user is e-mailed about new messages (issue 17 point 1, decision 0034): a mail per message
 * while not online, one digest a day of unread threads, or never.
 */
export const messageMailModes = ['immediately', 'daily', 'never'] as const;
export type MessageMailMode = (typeof messageMailModes)[number];

/** Sort fields of the user list (the server maps each to its columns). */
export const userListSortFields = [
  'firstName',
  'lastName',
  'name',
  'fullName',
  'subscription',
  'rating',
  'interviewRatio',
  'customerSatisfaction',
  'interviewsCount',
  'placementsCount',
  'lastLogin',
  'creationDate',
  'organization',
  'country',
] as const;
export type UserListSortField = (typeof userListSortFields)[number];
const sortFields = userListSortFields;

/** A record id in a body: a positive whole number. */
export const recordId = () =>
  v.pipe(
    v.number('domain.error.type'),
    v.integer('domain.error.integer'),
    v.minValue(1, 'domain.error.min'),
    v.maxValue(1e15, 'domain.error.max'),
  );

/** An optional trimmed text; empty becomes null. */
export const optionalTrimmedText = (max = 255) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString('domain.error.type'), v.trim(), v.maxLength(max, 'domain.error.max-length'))),
      v.transform((s) => (s ? s : null)),
    ),
  );

/** A required trimmed text. */
export const requiredTrimmedText = (max = 255) =>
  v.pipe(safeString('domain.error.required'), v.trim(), v.nonEmpty('domain.error.required'), v.maxLength(max, 'domain.error.max-length'));

/** A list of reference codes (sectors, countries…): short, non-empty strings, without duplicates. */
export const codeList = (max = 100) =>
  v.pipe(
    v.array(
      v.pipe(safeString('domain.error.type'), v.trim(), v.nonEmpty('domain.error.type'), v.maxLength(64, 'domain.error.max-length')),
      'domain.error.type',
    ),
    v.maxLength(max, 'domain.error.max'),
    v.transform((list) => [...new Set(list)]),
  );

/** A country code, two or three letters, stored in upper case. */
export const countryCodeField = () =>
  v.optional(
    v.nullable(
      v.pipe(
        safeString('domain.error.type'),
        v.trim(),
        v.regex(/^[A-Za-z]{2,3}$/, 'domain.error.option'),
        v.transform((s) => s.toUpperCase()),
      ),
    ),
  );

/** An e-mail address (the username). */
export const emailField = () =>
  v.pipe(
    safeString('domain.error.required'),
    v.trim(),
    v.nonEmpty('domain.error.required'),
    v.email('domain.error.email'),
    v.maxLength(255, 'domain.error.max-length'),
  );

/** A field only admins may send: present at all for a non-admin, it is refused with `admin-only`. */
export const adminOnly = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check(() => false, 'domain.error.admin-only'),
      v.transform(() => undefined as never),
    ),
  );

const sortOrder = v.optional(
  v.pipe(
    safeString('domain.error.type'),
    v.transform((s) => s.toUpperCase()),
    v.picklist(['ASC', 'DESC'], 'domain.error.option'),
  ),
  'ASC',
);

/** The list call's parameters beyond the picker's filters (000 §7). */
export const userListExtrasSchema = (admin: boolean) =>
  v.object({
    roles: v.optional(v.array(v.picklist(roleCodes, 'domain.error.option'), 'domain.error.type'), []),
    userPsl: v.optional(v.nullable(recordId()), null),
    excludeCompanyBlacklist: v.optional(v.nullable(recordId()), null),
    withInvitations: v.optional(v.boolean('domain.error.type'), false),
    organizationId: v.optional(v.nullable(recordId()), null),
    sort: v.optional(
      v.pipe(
        v.array(
          v.object({ field: v.picklist(sortFields, 'domain.error.option'), order: sortOrder }, 'domain.error.type'),
          'domain.error.type',
        ),
        v.maxLength(3, 'domain.error.max'),
      ),
    ),
    sortBy: v.optional(v.picklist(sortFields, 'domain.error.option')),
    includeDemo: admin ? v.optional(v.boolean('domain.error.type'), false) : adminOnly(),
  });

export const userEditSchema = (admin: boolean) =>
  v.object(
    {
      firstName: v.optional(requiredTrimmedText()),
      lastName: v.optional(requiredTrimmedText()),
      position: optionalTrimmedText(),
      phone: v.optional(
        v.nullable(v.pipe(safeString('domain.error.type'), v.trim(), v.regex(/^[\d\s()+\-/]{0,30}$/, 'domain.error.type'))),
      ),
      phoneCallingCode: v.optional(v.nullable(v.pipe(safeString('domain.error.type'), v.regex(/^\+?\d{1,4}$/, 'domain.error.type')))),
      city: optionalTrimmedText(),
      countryCode: countryCodeField(),
      address: optionalTrimmedText(),
      zipCode: optionalTrimmedText(20),
      locale: v.optional(v.picklist(locales, 'domain.error.option')),
      sectors: v.optional(codeList()),
      departments: v.optional(codeList()),
      searchTypes: v.optional(codeList()),
      countries: v.optional(codeList()),
      keywords: v.optional(
        v.pipe(
          codeList(50),
          v.transform((list) => [...new Set(list.map((k) => k.toLowerCase()))]),
        ),
      ),
      status: admin ? v.optional(v.picklist(userStatuses, 'domain.error.option')) : adminOnly(),
      roles: admin ? v.optional(v.array(v.picklist(roleCodes, 'domain.error.option'), 'domain.error.type')) : adminOnly(),
      subscription: admin ? v.optional(v.picklist(subscriptions, 'domain.error.option')) : adminOnly(),
      organizationId: admin ? v.optional(v.nullable(recordId())) : adminOnly(),
      adminRating: admin
        ? v.optional(
            v.nullable(
              v.pipe(
                v.number('domain.error.type'),
                v.minValue(0, 'domain.error.min'),
                v.maxValue(5, 'domain.error.max'),
                v.check((n) => Number.isInteger(n * 2), 'domain.error.step'),
              ),
            ),
          )
        : adminOnly(),
    },
    'domain.error.required',
  );

export const passwordField = () =>
  v.pipe(safeString('domain.error.required'), v.minLength(8, 'domain.error.min'), v.maxLength(200, 'domain.error.max-length'));

export const timezoneField = () =>
  v.pipe(
    safeString('domain.error.type'),
    v.maxLength(64, 'domain.error.max-length'),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'domain.error.option'),
  );

export const settingsEditSchema = v.object(
  {
    username: v.optional(emailField()),
    locale: v.optional(v.picklist(locales, 'domain.error.option')),
    timezone: v.optional(v.nullable(timezoneField())),
    notificationSettings: v.optional(
      v.record(v.pipe(safeString(), v.maxLength(64, 'domain.error.max-length')), v.boolean('domain.error.type'), 'domain.error.type'),
    ),
    newPassword: v.optional(passwordField()),
    currentPassword: v.optional(safeString('domain.error.type')),
    messageMail: v.optional(v.picklist(messageMailModes, 'domain.error.option')),
  },
  'domain.error.required',
);

export const signupSchema = v.object(
  {
    username: emailField(),
    password: passwordField(),
    firstName: requiredTrimmedText(),
    lastName: requiredTrimmedText(),
    type: v.picklist(['company', 'agency'], 'domain.error.option'),
    organizationName: requiredTrimmedText(),
    countryCode: countryCodeField(),
    city: optionalTrimmedText(),
    phone: optionalTrimmedText(30),
    locale: v.optional(v.picklist(locales, 'domain.error.option'), 'en'),
    acceptTerms: v.literal(true, 'domain.error.consent'),
  },
  'domain.error.required',
);

export const resetConfirmSchema = v.object(
  {
    token: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required'), v.maxLength(200, 'domain.error.max-length')),
    password: passwordField(),
  },
  'domain.error.required',
);

export const bulkSchema = v.object(
  {
    ids: v.pipe(
      v.array(recordId(), 'domain.error.required'),
      v.minLength(1, 'domain.error.min-items'),
      v.maxLength(500, 'domain.error.max'),
    ),
  },
  'domain.error.required',
);

export const closeSchema = v.object({ reason: optionalTrimmedText(2000) });

/**
 * A new reviewer for a shortlist (`POST /user/create-shortlist-recipient`, 001 §7.8): the employer
 * adds a line manager of their company by e-mail; the names are optional (the part before the @
 * stands in for a missing first name).
 */
export const shortlistRecipientCreateSchema = v.object(
  {
    email: emailField(),
    firstName: optionalTrimmedText(100),
    lastName: optionalTrimmedText(100),
  },
  'domain.error.required',
);
