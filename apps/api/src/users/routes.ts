import {
  can,
  consultantSearchFiltersSchema,
  hasRole,
  isAdmin,
  locales,
  otpRequestSchema,
  roleCodes,
  userStatuses,
  type RoleCode,
  type SearchConsultantListItem,
  type UserProfile,
  type UserStatus,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashSecret, issueOneTimeSecret, newSecret, startSession } from '../auth/tokens';
import { CountCache } from '../db/countCache';
import type { Database } from '../db/database';
import { pageSql as pageClause } from '../db/paging';
import { conflict } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { replacePicture } from '../files/pictures';
import type { FileStorage } from '../files/storage';
import { enqueueMail } from '../mail/outbox';
import { UserFacetIndex, type FacetQuery } from './facetIndex';
import { unreadThreadCount } from '../inbox/inbox.queries';
import { adminOnly, codeList, countryCode, email, optionalText, requiredText } from '../http/fields';
import { authorize, bodyId, denied, fieldError, idParam, includesOf, missing, parseAll } from '../http/route';
import { containsPattern, num, numOrNull, prefixQuery, prefixWords } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';
import { type SessionUser } from '../auth/currentUser';

type Queryable = Pick<Database, 'query'>;
type Viewer = ReturnType<typeof requireUser>;

/** Validity of a password-reset link. */
export const PASSWORD_RESET_TTL_SECONDS = 24 * 3600;
const subscriptions = ['basic', 'premium', 'premium-plus'] as const;

// ---------------------------------------------------------------------------------------------
// Schemas the domain does not have (yet): the list call's extra parameters (000 §7), profile and
// settings edits, sign-up, password reset and bulk actions. They use domain message ids.
// ---------------------------------------------------------------------------------------------

/** Sort fields of the user list and the columns they sort by (nullable columns sort nulls last). */
const sortColumns = {
  firstName: ['lower(u.first_name)', 'lower(u.last_name)'],
  lastName: ['lower(u.last_name)', 'lower(u.first_name)'],
  name: ['lower(u.first_name)', 'lower(u.last_name)'],
  fullName: ['lower(u.first_name)', 'lower(u.last_name)'],
  subscription: ['u.subscription_rank'],
  rating: ['u.rating'],
  interviewRatio: ['u.interview_ratio'],
  customerSatisfaction: ['u.customer_satisfaction'],
  interviewsCount: ['u.interviews_count'],
  placementsCount: ['u.placements_count'],
  lastLogin: ['u.last_login_at'],
  creationDate: ['u.created_at'],
  organization: ['lower(o.name)'],
  country: ['u.country_code'],
} as const;
type SortField = keyof typeof sortColumns;
/** A facet search that matches more users than this is left to the database (decision 0013). */
const FACET_INDEX_LIMIT = 2_500;

/** Lists count matches up to this many; beyond it the answer says `totalCapped` (docs/decisions/0008-capped-list-totals.md). */
export const TOTAL_CAP = 10_000;
/** Totals of 1,000 users and more are reused for 5 s (docs/decisions/0012-api-request-cost.md). */
const longTotals = new CountCache();

const nullableSort = new Set<SortField>(['interviewRatio', 'customerSatisfaction', 'lastLogin', 'organization', 'country']);
const sortFields = Object.keys(sortColumns) as [SortField, ...SortField[]];
const sortOrder = v.optional(
  v.pipe(
    safeString('domain.error.type'),
    v.transform((s) => s.toUpperCase()),
    v.picklist(['ASC', 'DESC'], 'domain.error.option'),
  ),
  'ASC',
);

/** The list call's parameters beyond the picker's filters (000 §7). */
const userListExtrasSchema = (admin: boolean) =>
  v.object({
    roles: v.optional(v.array(v.picklist(roleCodes, 'domain.error.option'), 'domain.error.type'), []),
    userPsl: v.optional(v.nullable(bodyId()), null),
    excludeCompanyBlacklist: v.optional(v.nullable(bodyId()), null),
    withInvitations: v.optional(v.boolean('domain.error.type'), false),
    organizationId: v.optional(v.nullable(bodyId()), null),
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

const userEditSchema = (admin: boolean) =>
  v.object(
    {
      firstName: v.optional(requiredText()),
      lastName: v.optional(requiredText()),
      position: optionalText(),
      phone: v.optional(
        v.nullable(v.pipe(safeString('domain.error.type'), v.trim(), v.regex(/^[\d\s()+\-/]{0,30}$/, 'domain.error.type'))),
      ),
      phoneCallingCode: v.optional(v.nullable(v.pipe(safeString('domain.error.type'), v.regex(/^\+?\d{1,4}$/, 'domain.error.type')))),
      city: optionalText(),
      countryCode: countryCode(),
      address: optionalText(),
      zipCode: optionalText(20),
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
      organizationId: admin ? v.optional(v.nullable(bodyId())) : adminOnly(),
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

const password = () =>
  v.pipe(safeString('domain.error.required'), v.minLength(8, 'domain.error.min'), v.maxLength(200, 'domain.error.max-length'));

const timezone = () =>
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

const settingsEditSchema = v.object(
  {
    username: v.optional(email()),
    locale: v.optional(v.picklist(locales, 'domain.error.option')),
    timezone: v.optional(v.nullable(timezone())),
    notificationSettings: v.optional(
      v.record(v.pipe(safeString(), v.maxLength(64, 'domain.error.max-length')), v.boolean('domain.error.type'), 'domain.error.type'),
    ),
    newPassword: v.optional(password()),
    currentPassword: v.optional(safeString('domain.error.type')),
  },
  'domain.error.required',
);

const signupSchema = v.object(
  {
    username: email(),
    password: password(),
    firstName: requiredText(),
    lastName: requiredText(),
    type: v.picklist(['company', 'agency'], 'domain.error.option'),
    organizationName: requiredText(),
    countryCode: countryCode(),
    city: optionalText(),
    phone: optionalText(30),
    locale: v.optional(v.picklist(locales, 'domain.error.option'), 'en'),
    acceptTerms: v.literal(true, 'domain.error.consent'),
  },
  'domain.error.required',
);

const resetConfirmSchema = v.object(
  {
    token: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required'), v.maxLength(200, 'domain.error.max-length')),
    password: password(),
  },
  'domain.error.required',
);

const bulkSchema = v.object(
  {
    ids: v.pipe(v.array(bodyId(), 'domain.error.required'), v.minLength(1, 'domain.error.min-items'), v.maxLength(500, 'domain.error.max')),
  },
  'domain.error.required',
);

const closeSchema = v.object({ reason: optionalText(2000) });

// ---------------------------------------------------------------------------------------------
// Reading users
// ---------------------------------------------------------------------------------------------

interface UserRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  roles: RoleCode[];
  position: string | null;
  phone: string | null;
  phone_calling_code: string | null;
  city: string | null;
  country_code: string | null;
  address: string | null;
  zip_code: string | null;
  locale: 'en' | 'de';
  timezone: string | null;
  subscription: (typeof subscriptions)[number];
  rating: string;
  admin_rating: string | null;
  interview_ratio: number | null;
  customer_satisfaction: number | null;
  interviews_count: number;
  company_rating_count: number;
  employer_rating_count: number;
  placements_count: number;
  invitations_total: number;
  invitations_accepted: number;
  invitations_admin: number;
  invitations_applied: number;
  invitations_open: number;
  sectors: string[];
  departments: string[];
  search_types: string[];
  countries: string[];
  keywords: string[];
  avatar_file_id: string | null;
  last_login_at: Date | null;
  created_at: Date;
  is_demo: boolean;
  password_hash: string | null;
  notification_settings: Record<string, boolean>;
  organization_id: string | null;
  organization_name: string | null;
  organization_type: string | null;
  is_preferred_supplier?: boolean;
}

const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.status, u.roles, u.position, u.phone, u.phone_calling_code,
  u.city, u.country_code, u.address, u.zip_code, u.locale, u.timezone, u.subscription, u.rating, u.admin_rating,
  u.interview_ratio, u.customer_satisfaction, u.interviews_count, u.company_rating_count, u.employer_rating_count,
  u.placements_count, u.invitations_total, u.invitations_accepted, u.invitations_admin, u.invitations_applied,
  u.invitations_open, u.sectors, u.departments, u.search_types, u.countries, u.keywords, u.avatar_file_id,
  u.last_login_at, u.created_at, u.is_demo, u.password_hash, u.notification_settings,
  o.id AS organization_id, o.name AS organization_name, o.type AS organization_type`;

/**
 * The columns a list entry shows (listEntry): half of a profile's, without the interest arrays, the
 * settings or the password hash, which the picker's ten or fifty rows were parsed for and dropped.
 */
const LIST_COLUMNS = `u.id, u.first_name, u.last_name, u.status, u.roles, u.position, u.city, u.country_code, u.subscription,
  u.rating, u.interview_ratio, u.customer_satisfaction, u.interviews_count, u.company_rating_count, u.employer_rating_count,
  u.invitations_total, u.invitations_accepted, u.invitations_admin, u.invitations_applied, u.avatar_file_id, u.last_login_at,
  u.is_demo, o.id AS organization_id, o.name AS organization_name`;
type UserListRow = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'status'
  | 'roles'
  | 'position'
  | 'city'
  | 'country_code'
  | 'subscription'
  | 'rating'
  | 'interview_ratio'
  | 'customer_satisfaction'
  | 'interviews_count'
  | 'company_rating_count'
  | 'employer_rating_count'
  | 'invitations_total'
  | 'invitations_accepted'
  | 'invitations_admin'
  | 'invitations_applied'
  | 'avatar_file_id'
  | 'last_login_at'
  | 'is_demo'
  | 'organization_id'
  | 'organization_name'
  | 'is_preferred_supplier'
>;

async function loadUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
    [id],
  );
  return row;
}

const place = (row: Pick<UserRow, 'city' | 'country_code'>) =>
  row.city || row.country_code
    ? { city: row.city, country: row.country_code ? { code: row.country_code, label: row.country_code } : null }
    : null;
const fullPath = (fileId: string | null) => (fileId === null ? null : { fullPath: `/api/file/${fileId}/download` });

/** A user as the consultant picker lists them (000 §3), plus the list columns of 001 §3. */
export type UserListEntry = SearchConsultantListItem & {
  firstName: string;
  lastName: string;
  fullName: string;
  organization: { id: number; name: string } | null;
  subscription: { code: string };
  isBasic: boolean;
  isPremium: boolean;
  isPremiumPlus: boolean;
  isDemo: boolean;
  userStatus: { code: UserStatus };
  invitations: { total: number; accepted: number; invited: number; invitedAdmin: number; applied: number } | null;
  isPreferredSupplier?: boolean;
  lastLogin?: string | null;
};

/**
 * The list call's schemas for admins and for everyone else, built once (building the valibot schema
 * tree for every search tripled the time its validation takes: 0.03 ms against 0.01).
 */
const listSchemas = {
  admin: [consultantSearchFiltersSchema({ isAdmin: true }), userListExtrasSchema(true)],
  other: [consultantSearchFiltersSchema({ isAdmin: false }), userListExtrasSchema(false)],
} as const;

type ListFilters = v.InferOutput<(typeof listSchemas)['admin'][0]>;
type ListExtras = v.InferOutput<(typeof listSchemas)['admin'][1]>;

/**
 * Whether a list call narrows the users down beyond roles and status (text, fields of activity,
 * minimums, history, PSL…): such searches usually match few users, and are answered by one
 * statement that matches once, counts and pages (see the list route).
 */
function narrowsTheList(filters: ListFilters, extras: ListExtras): boolean {
  return Boolean(
    filters.fullName ||
    filters.keywords.length ||
    filters.search ||
    filters.countries.length ||
    filters.address ||
    filters.sectors.length ||
    filters.departments.length ||
    filters.searchTypes.length ||
    filters.minRating > 0 ||
    filters.minInterviewRatio > 0 ||
    filters.minSatisfaction > 0 ||
    filters.lastLoginFrom ||
    filters.pslOnly ||
    filters.historyMinSalary !== null ||
    filters.historyMaxSalary !== null ||
    filters.historyCountries.length ||
    filters.historyAddress ||
    filters.historyApplicationStatuses.length ||
    filters.historyExperienceLevels.length ||
    filters.historySectors.length ||
    filters.historyDepartments.length ||
    filters.historySearchTypes.length ||
    extras.organizationId !== null ||
    extras.userPsl !== null,
  );
}

function listEntry(row: UserListRow, options: { withInvitations: boolean; admin: boolean }): UserListEntry {
  const name = `${row.first_name} ${row.last_name}`;
  return {
    id: num(row.id),
    name,
    fullName: name,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: fullPath(row.avatar_file_id),
    rating: num(row.rating),
    position: row.position,
    organization: row.organization_id ? { id: num(row.organization_id), name: row.organization_name ?? '' } : null,
    place: place(row),
    roles: row.roles.map((code) => ({ code })),
    subscription: { code: row.subscription },
    isBasic: row.subscription === 'basic',
    isPremium: row.subscription === 'premium',
    isPremiumPlus: row.subscription === 'premium-plus',
    isDemo: row.is_demo,
    statistics: {
      interviewRatio: row.interview_ratio,
      customerSatisfaction: row.customer_satisfaction,
      rollingOneYearStatistics: { interviewsCount: row.interviews_count },
      companyRatingCount: row.company_rating_count,
      employerRatingCount: row.employer_rating_count,
    },
    invitations: options.withInvitations
      ? {
          total: row.invitations_total,
          accepted: row.invitations_accepted,
          invited: row.invitations_total,
          invitedAdmin: row.invitations_admin,
          applied: row.invitations_applied,
        }
      : null,
    userStatus: { code: row.status },
    // Status on a vacancy: the job-recruiter module fills these when a vacancy is given.
    status: null,
    lastStatus: null,
    actionUser: null,
    ...(row.is_preferred_supplier === undefined ? {} : { isPreferredSupplier: row.is_preferred_supplier }),
    ...(options.admin ? { lastLogin: row.last_login_at ? new Date(row.last_login_at).toISOString() : null } : {}),
  };
}

/** Managers of a user's organisation count as owners of that user's profile (domain's isOwner). */
const ownerOf = (row: UserRow) => ({ ownerId: num(row.id), ownerOrganizationId: numOrNull(row.organization_id) });

export interface UserRouteOptions {
  db: Database;
  /** Answer the consultant search's facet filters from an in-memory index (decision 0013). */
  searchIndex: boolean | { refreshAfterMs: number };
  /** Where profile pictures are kept. */
  storage: FileStorage;
  /** Attempts per window and address for the anonymous calls (sign-up, e-mail check, password reset). */
  rateLimit: { max: number; timeWindow: number };
}

/** Users and administration (001 §7.8) under /api: /user/…, /register/signup, /password/reset. */
export async function userRoutes(app: FastifyInstance, { db, storage, rateLimit, searchIndex }: UserRouteOptions) {
  const facetIndex = searchIndex
    ? new UserFacetIndex(db, {
        refreshAfterMs: searchIndex === true ? 1000 : searchIndex.refreshAfterMs,
        onError: (error) => app.log.error({ err: error }, 'user facet index read failed'),
      })
    : null;
  // Read at start-up, so that the first search does not wait for it.
  if (facetIndex) app.addHook('onReady', () => void facetIndex.refresh().catch(() => undefined));
  const limited = { config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindow } } };

  /** The target of a /user/:id/… call: 404 when missing, and deleted users only for admins. */
  async function target(request: FastifyRequest, viewer: SessionUser): Promise<UserRow> {
    const { id } = parse(request, idParam, request.params);
    const row = await loadUser(db, id);
    if (!row || (row.status === 'deleted' && !isAdmin(viewer))) throw missing(request);
    return row;
  }

  async function profile(row: UserRow, viewer: Viewer, includes: Set<string>): Promise<UserProfile & Record<string, unknown>> {
    const admin = isAdmin(viewer);
    const self = num(row.id) === viewer.id;
    const entry = listEntry(row, { withInvitations: true, admin });
    // 001 §2.6: the phone of an employer is hidden from recruiters.
    const hidePhone = !admin && !self && row.roles.includes('employer') && hasRole(viewer, 'recruiter');
    const managed = await db.query<{ id: string; name: string }>(
      'SELECT o.id, o.name FROM organization_managers m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = $1 ORDER BY o.name',
      [row.id],
    );
    const result: UserProfile & Record<string, unknown> = {
      ...entry,
      username: row.username,
      phone: hidePhone ? null : row.phone,
      phoneCountry: hidePhone || !row.phone_calling_code ? null : { callingCode: row.phone_calling_code },
      status: { code: row.status },
      creationDate: new Date(row.created_at).toISOString(),
      managedOrganizations: managed.map((m) => ({ id: num(m.id), name: m.name })),
      sectors: row.sectors,
      departments: row.departments,
      searchTypes: row.search_types,
      countries: row.countries,
      keywords: row.keywords,
      address: self || admin ? row.address : null,
      zipCode: self || admin ? row.zip_code : null,
      locale: row.locale,
      ...(admin ? { adminRating: numOrNull(row.admin_rating) } : {}),
    };
    if (viewer.organizationId !== null && row.roles.includes('recruiter')) {
      result.isPreferredSupplier = await isPreferredSupplierOf(db, viewer.organizationId, row);
    }
    if (includes.has('summaryStatistics')) {
      // Vacancy and response-time figures come from the job modules; until then they are empty.
      result.summaryStatistics = {
        jobPublished: 0,
        jobClosed: 0,
        avgRecruiterResponseTime: null,
        avgRecruiterResponseTimeCount: 0,
        avgCandidateResponseTime: null,
        avgCandidateResponseTimeCount: 0,
        avgTimeToInterview: null,
        avgTimeToInterviewCount: 0,
        candidateFeedbackRatio: null,
      };
    }
    if (includes.has('canBeDeleted') || includes.has('closeAccountErrors')) {
      const errors = closeAccountErrors(row);
      if (includes.has('canBeDeleted')) result.canBeDeleted = (admin || self) && row.status !== 'deleted' && errors.length === 0;
      if (includes.has('closeAccountErrors')) result.closeAccountErrors = errors;
    }
    return result;
  }

  // ---- list (the consultant picker and user pickers) -----------------------------------------
  app.post('/user/list', async (request) => {
    const viewer = requireUser(request);
    const admin = isAdmin(viewer);
    const input = request.body ?? {};
    const [filters, extras] = parseAll(request, input, ...listSchemas[admin ? 'admin' : 'other']);

    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    // Non-admins see active users only; admins may ask for any statuses.
    const statuses = admin ? [...new Set(filters.statuses)] : ['active'];
    const withoutRoles: string[] = [];
    // Employer pickers leave line managers out (001 §6).
    if (extras.roles.includes('employer') && !extras.roles.includes('line-manager')) withoutRoles.push('line-manager');
    // Demo users appear in pickers only for a viewer in demo mode (001 §6).
    if (!hasRole(viewer, 'demo-user') && !(admin && extras.includeDemo === true)) withoutRoles.push('demo-user');
    const countries = filters.countries.map((c) => c.toUpperCase());
    const rating =
      filters.minRating > 0 || !filters.includeWithoutRating ? { min: filters.minRating, orUnrated: filters.includeWithoutRating } : null;

    // A search narrowed by facets or words takes its candidates from the in-memory index (decision
    // 0013): the users meeting the facets whose text has the words as prefixes. The database reads
    // those by key instead of ANDing index scans that each match a third of the users, and checks
    // in full the users the index cannot vouch for: those changed since it last read the table, and
    // those found by their organisation's name. Every other condition applies to all as before.
    const facetQuery: FacetQuery = {
      statuses,
      roles: extras.roles,
      withoutRoles,
      countries,
      sectors: filters.sectors,
      departments: filters.departments,
      searchTypes: filters.searchTypes,
      rating,
      minInterviewRatio: filters.minInterviewRatio > 0 ? filters.minInterviewRatio : null,
      minSatisfaction: filters.minSatisfaction > 0 ? filters.minSatisfaction : null,
      prefixes: [...prefixWords(filters.search ? [filters.search] : []), ...prefixWords(filters.keywords)],
    };
    const narrowed =
      countries.length ||
      filters.sectors.length ||
      filters.departments.length ||
      filters.searchTypes.length ||
      filters.minRating > 0 ||
      facetQuery.minInterviewRatio !== null ||
      facetQuery.minSatisfaction !== null ||
      facetQuery.prefixes.length;
    const indexed = narrowed && facetIndex ? await facetIndex.match(facetQuery, FACET_INDEX_LIMIT) : null;
    // With candidates from the index, the conditions only check them: array and text columns are
    // written so that no GIN index can serve them (a GIN scan of every user with a sector or a
    // word costs more than all the rest, and the generic plan of the prepared statement would
    // AND such scans); the candidates come by key, or by the facet_xid and organisation indexes.
    const arrayColumn = (column: string) => (indexed ? `(${column} || '{}'::text[])` : column);
    const searchVector = indexed ? `(u.search_vector || ''::tsvector)` : 'u.search_vector';

    // The conditions the facet index answers (facetWhere, mirrored in facetQuery), and the rest.
    const facetWhere: string[] = [];
    const where: string[] = [];
    // One status as an equality, so the picker's order index serves the default sort.
    facetWhere.push(statuses.length === 1 ? `u.status = ${p(statuses[0])}` : `u.status = ANY(${p(statuses)}::text[])`);
    if (extras.roles.length) facetWhere.push(`${arrayColumn('u.roles')} && ${p(extras.roles)}::text[]`);
    if (withoutRoles.includes('line-manager')) facetWhere.push(`NOT ('line-manager' = ANY(u.roles))`);
    if (withoutRoles.includes('demo-user')) facetWhere.push('NOT u.is_demo');
    if (extras.organizationId !== null) where.push(`u.organization_id = ${p(extras.organizationId)}`);
    if (filters.fullName) where.push(`(u.first_name || ' ' || u.last_name) ILIKE ${p(containsPattern(filters.fullName))}`);
    const keywordQuery = prefixQuery(filters.keywords);
    if (keywordQuery) where.push(`${searchVector} @@ to_tsquery('simple', ${p(keywordQuery)})`);
    // Users whose organisation's name contains the search: the alternative to the name search,
    // which the facet index's text pre-filter does not cover.
    let orgMatch: string | null = null;
    if (filters.search) {
      const query = prefixQuery([filters.search]);
      // Organisation names by an index-friendly list of ids, so both sides of the OR use an index.
      orgMatch = `u.organization_id = ANY(ARRAY(SELECT id FROM organizations WHERE name ILIKE ${p(containsPattern(filters.search))}))`;
      where.push(query ? `(${searchVector} @@ to_tsquery('simple', ${p(query)}) OR ${orgMatch})` : orgMatch);
    }
    if (countries.length) {
      const list = p(countries);
      const countryCode = indexed ? `(u.country_code || '')` : 'u.country_code';
      facetWhere.push(`(${arrayColumn('u.countries')} && ${list}::text[] OR ${countryCode} = ANY(${list}::text[]))`);
    }
    if (filters.address) {
      const pattern = p(containsPattern(filters.address));
      where.push(`(u.city ILIKE ${pattern} OR u.address ILIKE ${pattern} OR u.zip_code ILIKE ${pattern})`);
    }
    if (filters.sectors.length) facetWhere.push(`${arrayColumn('u.sectors')} && ${p(filters.sectors)}::text[]`);
    if (filters.departments.length) facetWhere.push(`${arrayColumn('u.departments')} && ${p(filters.departments)}::text[]`);
    if (filters.searchTypes.length) facetWhere.push(`${arrayColumn('u.search_types')} && ${p(filters.searchTypes)}::text[]`);
    if (rating) {
      const rated = `u.rating >= ${p(rating.min)}`;
      facetWhere.push(rating.orUnrated ? `(${rated} OR u.rating < 0)` : rated);
    }
    if (filters.minInterviewRatio > 0) facetWhere.push(`u.interview_ratio >= ${p(filters.minInterviewRatio)}`);
    if (filters.minSatisfaction > 0) facetWhere.push(`u.customer_satisfaction >= ${p(filters.minSatisfaction)}`);
    if (admin && filters.lastLoginFrom) where.push(`u.last_login_at >= ${p(filters.lastLoginFrom)}::date`);

    // PSL only: consultants on the preferred-supplier list of the vacancy author's company (000 §7).
    if (filters.pslOnly || extras.userPsl !== null) {
      let companyId: number | null = viewer.organizationId;
      if (extras.userPsl !== null) {
        const [author] = await db.query<{ organization_id: string | null }>('SELECT organization_id FROM users WHERE id = $1', [
          extras.userPsl,
        ]);
        if (!author) throw fieldError(request, 'userPsl', 'unknown-user');
        companyId = numOrNull(author.organization_id);
        if (!admin && extras.userPsl !== viewer.id && (companyId === null || !ownOrganizationIds(viewer).includes(companyId))) {
          throw denied(request);
        }
      }
      where.push(
        companyId === null
          ? 'FALSE'
          : `EXISTS (SELECT 1 FROM preferred_suppliers ps WHERE ps.status = 'active' AND ps.company_organization_id = ${p(companyId)}
               AND (ps.recruiter_id = u.id OR ps.agency_organization_id = u.organization_id))`,
      );
    }
    if (extras.excludeCompanyBlacklist !== null) {
      where.push(`NOT EXISTS (SELECT 1 FROM blacklists b WHERE b.company_organization_id = ${p(extras.excludeCompanyBlacklist)}
        AND (b.recruiter_id = u.id OR b.agency_organization_id = u.organization_id))`);
    }

    // History filters: one placement or application of the consultant meets all of them.
    const history: string[] = [];
    if (filters.historyMinSalary !== null) history.push(`h.salary >= ${p(filters.historyMinSalary)}`);
    if (filters.historyMaxSalary !== null) history.push(`h.salary <= ${p(filters.historyMaxSalary)}`);
    if (filters.historyCountries.length)
      history.push(`h.country_code = ANY(${p(filters.historyCountries.map((c) => c.toUpperCase()))}::text[])`);
    if (filters.historyAddress) history.push(`h.address ILIKE ${p(containsPattern(filters.historyAddress))}`);
    if (filters.historyApplicationStatuses.length)
      history.push(`h.application_status = ANY(${p(filters.historyApplicationStatuses)}::text[])`);
    if (filters.historyExperienceLevels.length) history.push(`h.experience_level = ANY(${p(filters.historyExperienceLevels)}::text[])`);
    if (filters.historySectors.length) history.push(`h.sector = ANY(${p(filters.historySectors)}::text[])`);
    if (filters.historyDepartments.length) history.push(`h.department = ANY(${p(filters.historyDepartments)}::text[])`);
    if (filters.historySearchTypes.length) history.push(`h.search_type = ANY(${p(filters.historySearchTypes)}::text[])`);
    if (history.length) where.push(`EXISTS (SELECT 1 FROM user_history h WHERE h.user_id = u.id AND ${history.join(' AND ')})`);

    // Order: `sort` as given; else `sortBy`/`sortOrder`; else subscription descending, then name (000 §7).
    const sort: { field: SortField; order: 'ASC' | 'DESC' }[] = extras.sort?.length
      ? extras.sort
      : extras.sortBy
        ? [{ field: extras.sortBy, order: filters.sortOrder }]
        : [
            { field: 'subscription', order: 'DESC' },
            { field: 'name', order: 'ASC' },
          ];
    const sortKeys = sort.flatMap(({ field, order }) =>
      sortColumns[field].map((column) => ({ column, direction: `${order}${nullableSort.has(field) ? ' NULLS LAST' : ''}` })),
    );
    const orderBy = [...sortKeys.map((k) => `${k.column} ${k.direction}`), 'u.id ASC'].join(', ');

    let from = 'FROM users u LEFT JOIN organizations o ON o.id = u.organization_id';
    // The candidates, first and materialised: every plan, the prepared statement's generic one
    // too, starts from them (a generic plan once started from the history's salary index instead).
    let candidates = '';
    if (indexed) {
      // The index vouches for the facets of the users it read, unless they changed since.
      const horizon = p(indexed.horizon);
      const unvouched = [`u.facet_xid >= ${horizon}::xid8`, ...(orgMatch ? [orgMatch] : [])].join(' OR ');
      candidates = `candidates AS MATERIALIZED (SELECT u.id FROM users u
        WHERE (u.id = ANY(${p(indexed.ids)}::bigint[]) AND u.facet_xid < ${horizon}::xid8) OR ((${unvouched}) AND ${facetWhere.join(' AND ')}))`;
      from = `FROM candidates JOIN users u ON u.id = candidates.id LEFT JOIN organizations o ON o.id = u.organization_id`;
    } else {
      where.unshift(...facetWhere);
    }
    // With candidates from the index, the facet conditions are theirs and nothing else may be left.
    const whereSql = where.length ? where.join(' AND ') : 'TRUE';
    const filterParams = [...params];
    const pslSelect =
      viewer.organizationId === null
        ? ''
        : `, EXISTS (SELECT 1 FROM preferred_suppliers ps2 WHERE ps2.status = 'active' AND ps2.company_organization_id = ${p(viewer.organizationId)}
             AND (ps2.recruiter_id = u.id OR ps2.agency_organization_id = u.organization_id)) AS is_preferred_supplier`;
    const paging = pageClause(filters.pageSize, filters.page * filters.pageSize, p);
    const pageSql = `${candidates ? `WITH ${candidates} ` : ''}SELECT ${LIST_COLUMNS}${pslSelect} ${from} WHERE ${whereSql} ORDER BY ${orderBy} ${paging}`;
    // Counting stops after TOTAL_CAP + 1 matches: an exact count of 80,000 active consultants cost
    // ~70 ms per request on PostgreSQL (a scan of the table), more than all the rest of the search.
    const countSql = `SELECT count(*) AS total FROM (SELECT 1 ${from} WHERE ${whereSql} LIMIT ${TOTAL_CAP + 1}) s`;

    let rows: UserListRow[];
    let total: number;
    if (narrowsTheList(filters, extras)) {
      // A narrowing search matches few users, found by index scans that cost most of the request:
      // match once, then count and page among the matches in the same statement (one query
      // instead of two; half the database time). When more than TOTAL_CAP match, the page comes
      // from the ordered query below, which the picker's order index answers without a sort.
      const matchedKeys = sortKeys.map((k, i) => `${k.column} AS s${i}`).join(', ');
      const pageOrder = [...sortKeys.map((k, i) => `m.s${i} ${k.direction}`), 'm.id ASC'].join(', ');
      const combined = await db.query<UserListRow & { matched: string; page_order: string | null }>(
        `WITH ${candidates ? `${candidates}, ` : ''}m AS MATERIALIZED (SELECT u.id${matchedKeys ? `, ${matchedKeys}` : ''} ${from} WHERE ${whereSql} LIMIT ${TOTAL_CAP + 1}),
              c AS (SELECT count(*) AS matched FROM m),
              pg AS (SELECT m.id, row_number() OVER (ORDER BY ${pageOrder}) AS page_order FROM m
                      WHERE (SELECT matched FROM c) <= ${TOTAL_CAP} ORDER BY ${pageOrder} ${paging})
         SELECT c.matched, x.* FROM c LEFT JOIN LATERAL (
           SELECT ${LIST_COLUMNS}${pslSelect}, pg.page_order FROM users u LEFT JOIN organizations o ON o.id = u.organization_id JOIN pg ON pg.id = u.id
         ) x ON TRUE ORDER BY x.page_order`,
        params,
        // Every plan starts from the materialised candidates: planning it each time (1.5 ms, which
        // PostgreSQL would do, misjudging the generic plan) cost more than running it.
        indexed ? { plan: 'generic' } : {},
      );
      total = num(combined[0]?.matched ?? 0);
      rows = total > TOTAL_CAP ? await db.query<UserListRow>(pageSql, params) : combined.filter((row) => row.id !== null);
    } else {
      // The plain list's capped count reads up to 10,001 rows: a long total is reused for 5 s.
      const [pageRows, count] = await Promise.all([db.query<UserListRow>(pageSql, params), longTotals.total(db, countSql, filterParams)]);
      rows = pageRows;
      total = count;
    }
    return {
      result: {
        items: rows.map((row) => listEntry(row, { withInvitations: extras.withInvitations, admin })),
        total: Math.min(total, TOTAL_CAP),
        /** True when more users match than `total` says (the count stops at TOTAL_CAP). */
        totalCapped: total > TOTAL_CAP,
      },
    };
  });

  // ---- e-mail check, sign-up, password reset (anonymous, rate limited) ------------------------
  app.post('/user/email-check', limited, async (request) => {
    const { username } = parse(request, otpRequestSchema, request.body);
    const [row] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
    return { result: { available: !row } };
  });

  app.post('/register/signup', limited, async (request) => {
    const body = parse(request, signupSchema, request.body);
    const taken = () => fieldError(request, 'username', 'email-taken');
    const [existing] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [body.username]);
    if (existing) throw taken();
    const passwordHash = await hashPassword(body.password);
    try {
      const result = await db.transaction(async (tx) => {
        const [org] = await tx.query<{ id: string }>(
          'INSERT INTO organizations (name, type, country_code, city, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [body.organizationName, body.type, body.countryCode ?? null, body.city ?? null, body.locale],
        );
        const [user] = await tx.query<{ id: string }>(
          `INSERT INTO users (username, password_hash, first_name, last_name, roles, organization_id, country_code, city, phone, locale, last_login_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
          [
            body.username,
            passwordHash,
            body.firstName,
            body.lastName,
            [body.type === 'company' ? 'employer' : 'recruiter'],
            org!.id,
            body.countryCode ?? null,
            body.city ?? null,
            body.phone ?? null,
            body.locale,
          ],
        );
        // The person who registers an organisation manages it.
        await tx.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [user!.id, org!.id]);
        const tokens = await startSession(tx, num(user!.id));
        return { user: { id: num(user!.id), organization: { id: num(org!.id), name: body.organizationName } }, ...tokens };
      });
      return { result };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw taken();
      throw error;
    }
  });

  app.post('/password/reset', limited, async (request) => {
    const { username } = parse(request, otpRequestSchema, request.body);
    const [user] = await db.query<{ id: string; username: string; locale: 'en' | 'de' }>(
      "SELECT id, username, locale FROM users WHERE lower(username) = lower($1) AND status = 'active'",
      [username],
    );
    if (user) {
      const secret = newSecret();
      const link = `${process.env.APP_URL ?? ''}/account/login?token=${secret}&resetPassword=true`;
      await db.transaction(async (tx) => {
        await issueOneTimeSecret(tx, user.id, 'login-link', secret, PASSWORD_RESET_TTL_SECONDS);
        await enqueueMail(tx, {
          kind: 'password-reset',
          to: user.username,
          subject: t(user.locale, 'password-reset-subject'),
          text: t(user.locale, 'password-reset-body', { link }),
        });
      });
    }
    // The same answer whether or not the address has an account.
    return { result: { message: t(requestLocale(request), 'password-reset-sent') } };
  });

  /** Sets a new password with the mailed link's token; ends every session of the account. */
  app.post('/password/reset/confirm', limited, async (request) => {
    const body = parse(request, resetConfirmSchema, request.body);
    const passwordHash = await hashPassword(body.password);
    const tokens = await db.transaction(async (tx) => {
      const [link] = await tx.query<{ id: string; user_id: string }>(
        `SELECT l.id, l.user_id FROM auth_one_time l JOIN users u ON u.id = l.user_id
          WHERE l.kind = 'login-link' AND l.secret_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND u.status = 'active'
          FOR UPDATE OF l`,
        [hashSecret(body.token)],
      );
      if (!link) return null;
      await tx.query('UPDATE auth_one_time SET used_at = now() WHERE id = $1', [link.id]);
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [link.user_id, passwordHash]);
      await revokeAllSessions(tx, num(link.user_id), 'password-reset');
      return startSession(tx, num(link.user_id));
    });
    if (!tokens) throw fieldError(request, 'token', 'invalid-login-link');
    return { result: tokens };
  });

  // ---- the signed-in user's counters ----------------------------------------------------------
  app.get('/user/counters', async (request) => {
    const viewer = requireUser(request);
    const [row] = await db.query<{ invitations_open: number }>('SELECT invitations_open FROM users WHERE id = $1', [viewer.id]);
    // Tasks are counted by their module once it exists.
    return { result: { invitations: row?.invitations_open ?? 0, unreadThreads: await unreadThreadCount(db, viewer.id), openTasks: 0 } };
  });

  // ---- profile ---------------------------------------------------------------------------------
  app.get('/user/:id/view', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    return { result: await profile(row, viewer, includesOf(request.query)) };
  });

  // Multipart with one image (field `avatar`); the answer is the stored picture.
  app.post('/user/:id/upload-avatar', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-edit', ownerOf(row)));
    return { result: await replacePicture(request, { db, storage, user: viewer, kind: 'avatar', recordId: num(row.id) }) };
  });

  app.put('/user/:id/edit', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-edit', ownerOf(row)));
    const admin = isAdmin(viewer);
    const body = parse(request, userEditSchema(admin), request.body ?? {});
    const self = num(row.id) === viewer.id;
    if (self && body.status !== undefined && body.status !== row.status) throw conflict(t(requestLocale(request), 'not-yourself'));
    if (body.organizationId) {
      const [org] = await db.query('SELECT 1 FROM organizations WHERE id = $1', [body.organizationId]);
      if (!org) throw fieldError(request, 'organizationId', 'unknown-organization');
    }
    const columns: Record<string, unknown> = {
      first_name: body.firstName,
      last_name: body.lastName,
      position: body.position,
      phone: body.phone,
      phone_calling_code: body.phoneCallingCode,
      city: body.city,
      country_code: body.countryCode,
      address: body.address,
      zip_code: body.zipCode,
      locale: body.locale,
      sectors: body.sectors,
      departments: body.departments,
      search_types: body.searchTypes,
      countries: body.countries?.map((c) => c.toUpperCase()),
      keywords: body.keywords,
      status: body.status,
      roles: body.roles ? [...new Set(body.roles)] : undefined,
      subscription: body.subscription,
      organization_id: body.organizationId,
      admin_rating: body.adminRating,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length) {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [row.id, ...set.map(([, value]) => value)],
        );
        // A blocked or deleted account loses its sessions at once.
        if (body.status === 'blocked' || body.status === 'deleted') await revokeAllSessions(tx, num(row.id), `status-${body.status}`);
      });
    }
    return { result: await profile((await loadUser(db, num(row.id)))!, viewer, new Set()) };
  });

  // ---- settings --------------------------------------------------------------------------------
  app.get('/user/:id/settings/view', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'settings-view', { ownerId: num(row.id) }));
    return { result: settingsOf(row) };
  });

  app.put('/user/:id/settings/edit', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'settings-edit', { ownerId: num(row.id) }));
    const body = parse(request, settingsEditSchema, request.body ?? {});
    const self = num(row.id) === viewer.id;
    let passwordHash: string | undefined;
    if (body.newPassword !== undefined) {
      // Your own password needs the current one; an admin setting another user's does not.
      if (self || !isAdmin(viewer)) {
        if (row.password_hash && !(await verifyPassword(body.currentPassword ?? '', row.password_hash))) {
          throw fieldError(request, 'currentPassword', 'password-wrong');
        }
      }
      passwordHash = await hashPassword(body.newPassword);
    }
    if (body.username !== undefined && body.username.toLowerCase() !== row.username.toLowerCase()) {
      const [taken] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [body.username, row.id]);
      if (taken) throw fieldError(request, 'username', 'email-taken');
    }
    const columns: Record<string, unknown> = {
      username: body.username,
      locale: body.locale,
      timezone: body.timezone,
      notification_settings: body.notificationSettings ? { ...row.notification_settings, ...body.notificationSettings } : undefined,
      password_hash: passwordHash,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length) {
      try {
        await db.query(
          `UPDATE users SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [row.id, ...set.map(([, value]) => value)],
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw fieldError(request, 'username', 'email-taken');
        throw error;
      }
    }
    return { result: settingsOf((await loadUser(db, num(row.id)))!) };
  });

  // ---- closing, deleting and blocking accounts -------------------------------------------------
  app.put('/user/:id/close', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    const self = num(row.id) === viewer.id;
    authorize(request, self || can(viewer, 'user-delete', ownerOf(row)));
    parse(request, closeSchema, request.body ?? {});
    if (row.status === 'deleted') throw conflict(t(requestLocale(request), 'account-closed'));
    const errors = closeAccountErrors(row);
    if (errors.length) throw conflict(errors.join(' '));
    await db.transaction(async (tx) => {
      await tx.query("UPDATE users SET status = 'deleted', closed_at = now(), updated_at = now() WHERE id = $1", [row.id]);
      await revokeAllSessions(tx, num(row.id), 'account-closed');
    });
    return { result: { id: num(row.id), status: { code: 'deleted' } } };
  });

  app.delete('/user/:id/delete', async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-delete', ownerOf(row)));
    if (num(row.id) === viewer.id) throw conflict(t(requestLocale(request), 'not-yourself'));
    if (row.status === 'deleted') throw conflict(t(requestLocale(request), 'account-closed'));
    await db.transaction(async (tx) => {
      await tx.query("UPDATE users SET status = 'deleted', closed_at = now(), updated_at = now() WHERE id = $1", [row.id]);
      await revokeAllSessions(tx, num(row.id), 'deleted');
    });
    return { result: { id: num(row.id), status: { code: 'deleted' } } };
  });

  /** Admin bulk actions: every target is checked first, then all change in one transaction. */
  async function bulk(request: FastifyRequest, permission: 'user-block' | 'user-delete', status: 'blocked' | 'deleted') {
    const viewer = requireUser(request);
    authorize(request, can(viewer, permission, { ownerId: null }));
    const { ids } = parse(request, bulkSchema, request.body);
    const unique = [...new Set(ids)];
    if (unique.includes(viewer.id)) throw conflict(t(requestLocale(request), 'not-yourself'));
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = ANY($1::bigint[])`,
      [unique],
    );
    if (rows.length !== unique.length) throw fieldError(request, 'ids', 'unknown-user');
    for (const row of rows) authorize(request, can(viewer, permission, ownerOf(row)));
    const changed = await db.transaction(async (tx) => {
      const updated = await tx.query<{ id: string }>(
        `UPDATE users SET status = $2, closed_at = CASE WHEN $2 = 'deleted' THEN now() ELSE closed_at END, updated_at = now()
          WHERE id = ANY($1::bigint[]) AND status <> 'deleted' AND status <> $2 RETURNING id`,
        [unique, status],
      );
      for (const { id } of updated) await revokeAllSessions(tx, num(id), status);
      return updated.map((r) => num(r.id));
    });
    return { result: { ids: changed, count: changed.length } };
  }
  app.post('/user/bulk-block', (request) => bulk(request, 'user-block', 'blocked'));
  app.post('/user/bulk-delete', (request) => bulk(request, 'user-delete', 'deleted'));
}

function settingsOf(row: UserRow) {
  return {
    id: num(row.id),
    username: row.username,
    locale: row.locale,
    timezone: row.timezone,
    notificationSettings: row.notification_settings,
    hasPassword: row.password_hash !== null,
  };
}

/** Why an account cannot be closed now: open work the job modules will report (none yet). */
function closeAccountErrors(_row: UserRow): string[] {
  return [];
}

async function isPreferredSupplierOf(db: Queryable, companyId: number, row: UserRow): Promise<boolean> {
  const [hit] = await db.query(
    `SELECT 1 FROM preferred_suppliers WHERE status = 'active' AND company_organization_id = $1
       AND (recruiter_id = $2 OR agency_organization_id = $3) LIMIT 1`,
    [companyId, row.id, row.organization_id],
  );
  return !!hit;
}

async function revokeAllSessions(db: Queryable, userId: number, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    reason,
  ]);
}
