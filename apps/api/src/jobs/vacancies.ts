import {
  allowedJobActions,
  allowedJobRecruiterActions,
  can,
  cancelVacancySchema,
  computeRevenue,
  decideJobAction,
  decideJobActions,
  decideJobRecruiterActions,
  DEFAULT_REVENUE_SPLIT,
  delegateVacancySchema,
  historyEditSchema,
  isAdmin,
  isRecruiter,
  jobActionTargets,
  jobStatuses,
  onHoldSchema,
  publicVacancyListQuerySchema,
  sharedNoteCreateSchema,
  sharedNoteEditSchema,
  shortlistCreateSchema,
  statusCommentSchema,
  successFeeSchema,
  termsDocumentSchema,
  toggleSchema,
  vacancyCreateSchema,
  vacancyEditSchema,
  vacancyListQuerySchema,
  type JobAction,
  type JobStatus,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { forbidden } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { referenceLists } from '../reference/lists';
import { CountCache } from '../db/countCache';
import { orderBy, type SortKey } from '../db/keyset';
import { pageSql } from '../db/paging';
import { activeRecruiterIds, jobStatusNotice, stripTags } from './mail';
import { jobHistory, statusLogEntry, updateStatusLogComment, writeStatusLog } from '../workflow/statusLog';
import { mailRecipient } from '../workflow/notify';
import { enforce, transition } from '../workflow/transition';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num, prefixQuery } from '../db/values';
import {
  isEmployerSide,
  JOB_LIST_COLUMNS,
  JOB_FROM,
  jobForRules,
  jobListItem,
  jobView,
  loadJob,
  ownerOfJob,
  recruiterContext,
  VIEWER_COLUMNS,
  visibilitySql,
  visibleJob,
  type JobRow,
  type Queryable,
  type Viewer,
} from './common';

const TAG = 'Vacancies';

/** Sort keys of the vacancy list; the id breaks ties in the same direction. */
const sortKeys: Record<ListQuery['sortBy'], Omit<SortKey, 'dir'> | null> = {
  creationDate: null,
  publicationDate: { sql: 'j.published_at', type: 'timestamptz', nullable: true },
  updateDate: { sql: 'j.updated_at', type: 'timestamptz' },
  title: { sql: 'lower(j.title)', type: 'text' },
  status: { sql: 'j.status', type: 'text' },
  positionCount: { sql: 'j.position_count', type: 'integer' },
};

/** The ORDER BY keys of the vacancy list (and its export). */
export function vacancySortKeys(body: Pick<ListQuery, 'sortBy' | 'sortOrder'>): SortKey[] {
  const dir = body.sortOrder;
  const key = sortKeys[body.sortBy];
  return [...(key ? [{ ...key, dir }] : []), { sql: 'j.id', type: 'bigint', dir }];
}

/** The terms documents are dated 2018-05-25 (001 §9). */
const TOS_REVISION = '2018-05-25';
const noteListQuery = v.object({
  jobId: v.pipe(safeString('domain.error.required'), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});

/** Query strings arrive as text: page numbers become numbers so the domain schema can check them. */
function numericQuery(query: unknown): Record<string, unknown> {
  const q = { ...((query ?? {}) as Record<string, unknown>) };
  for (const key of ['page', 'pageSize']) if (typeof q[key] === 'string' && /^\d{1,9}$/.test(q[key])) q[key] = Number(q[key]);
  return q;
}

export type ListQuery = v.InferOutput<typeof vacancyListQuerySchema>;

/** WHERE clause of the vacancy list for a viewer and filters; `params[0]` is the viewer id. */
export function listWhere(viewer: Viewer, body: ListQuery, params: unknown[]): string {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // `$1` is the viewer, referenced here so that every statement built on this clause types it.
  const where: (string | null)[] = ['$1::bigint > 0', visibilitySql(viewer, p)];
  // Without statuses: every one but deleted drafts, as the partial index jobs_listed_idx reads it.
  where.push(body.statuses.length ? `j.status = ANY(${p(body.statuses)}::text[])` : "j.status <> 'deleted-draft'");
  if (body.search) {
    const words = prefixQuery([body.search]);
    if (words) where.push(`j.search_vector @@ to_tsquery('simple', ${p(words)})`);
  }
  if (body.authorId) where.push(`j.author_id = ${p(body.authorId)}`);
  if (body.organizationId) where.push(`j.organization_id = ${p(body.organizationId)}`);
  if (body.countryCode) where.push(`j.country_code = ${p(body.countryCode)}`);
  if (body.sectors.length) where.push(`j.sectors && ${p(body.sectors)}::text[]`);
  if (body.departments.length) where.push(`j.departments && ${p(body.departments)}::text[]`);
  if (body.favouritesOnly) where.push('EXISTS (SELECT 1 FROM job_favourites f WHERE f.job_id = j.id AND f.user_id = $1)');
  if (body.recruiterStatuses.length) {
    where.push(
      `EXISTS (SELECT 1 FROM job_recruiters m WHERE m.job_id = j.id AND m.recruiter_id = $1 AND m.status = ANY(${p(body.recruiterStatuses)}::text[]))`,
    );
  }
  return where.filter(Boolean).join(' AND ') || 'TRUE';
}

/** FROM of counts: the filters read only the vacancy (and EXISTS subqueries). */
const COUNT_FROM = 'FROM jobs j';
/** Totals of 1,000 vacancies and more are reused for 5 s (an admin's list counted ~10,000 rows per page turn). */
const longTotals = new CountCache();

/**
 * The vacancies a viewer sees with filters, paging and sort (POST /job/list). The page's ids are
 * found on the vacancy table alone (an index walk for the default order), then only those rows are
 * joined with their authors, organisations and the viewer's relation.
 */
export async function listJobs(db: Queryable, viewer: Viewer, body: ListQuery) {
  const params: unknown[] = [viewer.id];
  const whereSql = listWhere(viewer, body, params);
  const countParams = [...params];
  // Only the publication date can be empty; the other sorts match their indexes as they are.
  const order = orderBy(vacancySortKeys(body));
  const limit = pageSql(body.pageSize, body.page * body.pageSize, (value) => `$${params.push(value)}`);
  const page = `SELECT j.id FROM jobs j WHERE ${whereSql} ORDER BY ${order} ${limit}`;
  const countSql = `SELECT count(*) AS total ${COUNT_FROM} WHERE ${whereSql}`;
  const [rows, total] = await Promise.all([
    db.query<JobRow>(
      `SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE j.id = ANY(ARRAY(${page})) ORDER BY ${order}`,
      params,
    ),
    longTotals.total(db, countSql, countParams),
  ]);
  return { items: rows.map((row) => jobListItem(row, viewer)), total };
}

interface StatusChangeOptions {
  reason?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** Extra `SET` assignments for the vacancy (e.g. `published_at = now()`). */
  set?: string;
  /** Tell the consultants on the vacancy. */
  notifyRecruiters?: boolean;
  /** Send a copy to the vacancy's author. */
  copyToAuthor?: boolean;
  /** Runs in the transaction before the status changes. */
  before?: (tx: Queryable, row: JobRow) => Promise<void>;
}

/** Vacancies (001 §7.3) under /api/job. */
export async function vacancyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /**
   * One status action on a vacancy: in one transaction the row is locked, the domain machine
   * decides (403/409 with its reason), the status changes, the log row and the mails are written;
   * the answer is the updated vacancy.
   */
  async function changeStatus(request: FastifyRequest, action: JobAction, options: StatusChangeOptions = {}) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const result = await db.transaction(async (tx) => {
      await transition(tx, request, viewer, {
        entity: 'job',
        action,
        lock: (q) => visibleJob(q, request, viewer, id, true),
        decide: (row) => decideJobAction(viewer, jobForRules(row), action),
        check: options.before,
        from: (row) => row.status,
        to: (row): JobStatus => jobActionTargets[action] ?? row.status,
        write: async (q, _row, to) => {
          await q.query(
            `UPDATE jobs SET status = $2, status_changed_at = now(), updated_at = now()${options.set ? `, ${options.set}` : ''} WHERE id = $1`,
            [id, to],
          );
          return id;
        },
        jobId: () => id,
        log: { reason: options.reason ?? null, comment: options.comment ?? null, details: options.details ?? {} },
        notify: async (q, row, to) => {
          const facts = { job: row.title, status: to, actor: viewer.name, comment: options.comment ?? null, kind: `job-${action}` };
          return [
            ...(options.notifyRecruiters
              ? (await activeRecruiterIds(q, id)).map((recruiterId) => jobStatusNotice(recruiterId, facts))
              : []),
            options.copyToAuthor ? jobStatusNotice(num(row.author_id), facts) : null,
          ];
        },
      });
      return (await loadJob(tx, id, viewer.id))!;
    });
    return { result: jobView(result, viewer) };
  }

  app.post(
    '/job/list',
    doc(TAG, 'Vacancies the user sees, with filters, paging and sort; { items, total }', vacancyListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      return { result: await listJobs(db, viewer, body) };
    },
  );

  app.get(
    '/job/public-list',
    { schema: { tags: [TAG], summary: 'Active public vacancies, without login (search, countryCode, page, pageSize)' } },
    async (request) => {
      const query = parse(request, publicVacancyListQuerySchema, numericQuery(request.query));
      const params: unknown[] = [0];
      const where = [`j.status = 'active'`, 'j.is_public'];
      if (query.search) {
        const words = prefixQuery([query.search]);
        if (words) {
          params.push(words);
          where.push(`j.search_vector @@ to_tsquery('simple', $${params.length})`);
        }
      }
      if (query.countryCode) {
        params.push(query.countryCode);
        where.push(`j.country_code = $${params.length}`);
      }
      const whereSql = where.join(' AND ');
      const countParams = [...params];
      params.push(query.pageSize, query.page * query.pageSize);
      const rows = await db.query<JobRow>(
        `SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE ${whereSql}
          ORDER BY j.published_at DESC NULLS LAST, j.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      const [count] = await db.query<{ total: string }>(
        `SELECT count(*) AS total FROM jobs j WHERE $1::bigint IS NOT NULL AND ${whereSql}`,
        countParams,
      );
      return {
        result: {
          items: rows.map((row) => {
            const item = jobListItem(row, null);
            return {
              id: item.id,
              title: item.title,
              reference: item.reference,
              status: item.status,
              organization: item.authoredBy.organization,
              place: item.place,
              sectors: item.sectors,
              departments: item.departments,
              positionCount: item.positionCount,
              salary: item.salary,
              publicationDate: item.publicationDate,
            };
          }),
          total: num(count?.total ?? 0),
        },
      };
    },
  );

  app.post(
    '/job/statistics',
    doc(TAG, 'Counts of the visible vacancies by status, with the list filters', vacancyListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      const params: unknown[] = [viewer.id];
      const whereSql = listWhere(viewer, { ...body, statuses: body.statuses.length ? body.statuses : [...jobStatuses] }, params);
      const rows = await db.query<{ status: JobStatus; n: string; positions: string; placements: string; favourites: string }>(
        `SELECT j.status, count(*) AS n, sum(j.position_count) AS positions, sum(j.placement_count) AS placements,
              count(fav.job_id) AS favourites
         FROM jobs j LEFT JOIN job_favourites fav ON fav.job_id = j.id AND fav.user_id = $1 WHERE ${whereSql} GROUP BY j.status`,
        params,
      );
      const byStatus = Object.fromEntries(jobStatuses.map((s) => [s, 0])) as Record<JobStatus, number>;
      let total = 0;
      let positions = 0;
      let placements = 0;
      let favourites = 0;
      for (const row of rows) {
        byStatus[row.status] = num(row.n);
        // Deleted drafts are counted by status only: the totals are of the vacancies the list shows.
        if (row.status === 'deleted-draft') continue;
        total += num(row.n);
        positions += num(row.positions ?? 0);
        placements += num(row.placements ?? 0);
        favourites += num(row.favourites ?? 0);
      }
      return { result: { total, byStatus, positions, placements, openPositions: Math.max(0, positions - placements), favourites } };
    },
  );

  app.post('/job/filters-list', doc(TAG, 'The values the vacancy filters offer among the visible vacancies'), async (request) => {
    const viewer = requireUser(request);
    const locale = requestLocale(request);
    const params: unknown[] = [viewer.id];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const visible = visibilitySql(viewer, p) ?? 'TRUE';
    const base = `${COUNT_FROM} WHERE $1::bigint > 0 AND ${visible} AND j.status <> 'deleted-draft'`;
    const [statuses, countries, sectors, departments, authors] = await Promise.all([
      db.query<{ v: JobStatus; n: string }>(`SELECT j.status AS v, count(*) AS n ${base} GROUP BY j.status`, params),
      db.query<{ v: string; n: string }>(
        `SELECT j.country_code AS v, count(*) AS n ${base} AND j.country_code IS NOT NULL GROUP BY 1 ORDER BY 1 LIMIT 300`,
        params,
      ),
      db.query<{ v: string; n: string }>(
        `SELECT s AS v, count(*) AS n ${base.replace('WHERE', ', unnest(j.sectors) s WHERE')} GROUP BY 1 ORDER BY 1 LIMIT 300`,
        params,
      ),
      db.query<{ v: string; n: string }>(
        `SELECT d AS v, count(*) AS n ${base.replace('WHERE', ', unnest(j.departments) d WHERE')} GROUP BY 1 ORDER BY 1 LIMIT 300`,
        params,
      ),
      db.query<{ v: string; name: string; n: string }>(
        `SELECT j.author_id AS v, min(u.first_name || ' ' || u.last_name) AS name, count(*) AS n
           ${base.replace('WHERE', 'JOIN users u ON u.id = j.author_id WHERE')} GROUP BY j.author_id ORDER BY 2 LIMIT 300`,
        params,
      ),
    ]);
    const statusLabels = referenceLists['job-statuses']!(locale);
    return {
      result: {
        statuses: statuses.map((r) => ({
          code: r.v,
          label: statusLabels.find((e) => e.code === r.v)?.label[locale] ?? r.v,
          count: num(r.n),
        })),
        countries: countries.map((r) => ({ code: r.v, count: num(r.n) })),
        sectors: sectors.map((r) => ({ code: r.v, count: num(r.n) })),
        departments: departments.map((r) => ({ code: r.v, count: num(r.n) })),
        authors: authors.map((r) => ({ id: num(r.v), name: r.name, count: num(r.n) })),
      },
    };
  });

  app.post(
    '/job/success-fee',
    doc(TAG, 'The recruitment fee and revenue split for a package (domain calculator)', successFeeSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, successFeeSchema, request.body ?? {});
      let fee = { successFeePercentage: body.successFeePercentage ?? null, successFeeFixedAmount: body.successFeeFixedAmount ?? null };
      let splitCode = body.revenueSplit ?? null;
      if (body.jobId) {
        const row = await visibleJob(db, request, viewer, body.jobId);
        fee = {
          successFeePercentage: row.success_fee_percentage === null ? null : Number(row.success_fee_percentage),
          successFeeFixedAmount: row.success_fee_fixed_amount,
        };
        splitCode = splitCode ?? row.revenue_split;
      }
      const locale = requestLocale(request);
      const splits = referenceLists['revenue-splits']!(locale);
      const split = splits.find((s) => s.code === splitCode) ?? splits.find((s) => s.code === DEFAULT_REVENUE_SPLIT.code)!;
      const percentage = Number(split.extra?.percentage ?? DEFAULT_REVENUE_SPLIT.percentage);
      const breakdown = computeRevenue({ totalCompensation: body.totalCompensation, successFee: fee, splitPercentage: percentage });
      return {
        result: {
          ...breakdown,
          recruitmentFee: breakdown.fee,
          successFee: { percentage: fee.successFeePercentage, fixed: fee.successFeeFixedAmount },
          revenueSplit: { code: String(split.code), label: split.label[locale], percentage },
        },
      };
    },
  );

  app.post('/job/tos', doc(TAG, 'The terms document of a language and revision', termsDocumentSchema), async (request) => {
    requireUser(request);
    const body = parse(request, termsDocumentSchema, request.body ?? {});
    return { result: { locale: body.locale, revision: TOS_REVISION, url: `/documents/terms-${body.locale}-${TOS_REVISION}.pdf` } };
  });

  app.post('/job/create', doc(TAG, 'Create a vacancy as a draft', vacancyCreateSchema), async (request) => {
    const viewer = requireUser(request);
    authorize(request, can(viewer, 'job-create'));
    const body = parse(request, vacancyCreateSchema, request.body ?? {});
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO jobs (title, reference, author_id, organization_id, description, requirements, country_code, city, address, zip_code,
                           sectors, departments, search_types, languages, experience_level, contact_language, position_count,
                           salary_min, salary_max, salary_currency, salary_confidential, success_fee_percentage, success_fee_fixed_amount,
                           revenue_split, approval_id, is_exclusive_for_headhunters, is_public, accepting_candidates, accepting_recruiters,
                           custom_terms_phase)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
                 $27, $28, $29, $30) RETURNING id`,
        [
          body.title,
          body.reference ?? null,
          viewer.id,
          viewer.organizationId,
          body.description ?? null,
          body.requirements ?? null,
          body.countryCode ?? null,
          body.city ?? null,
          body.address ?? null,
          body.zipCode ?? null,
          body.sectors ?? [],
          body.departments ?? [],
          body.searchTypes ?? [],
          body.languages ?? [],
          body.experienceLevel ?? null,
          body.contactLanguage ?? 'en',
          body.positionCount ?? 1,
          body.salaryMin ?? null,
          body.salaryMax ?? null,
          body.salaryCurrency ?? null,
          body.salaryConfidential ?? false,
          body.successFeePercentage ?? null,
          body.successFeeFixedAmount ?? null,
          body.revenueSplit ?? null,
          body.approvalId ?? null,
          body.isExclusiveForHeadhunters ?? false,
          body.isPublic ?? true,
          body.acceptingCandidates ?? true,
          body.acceptingRecruiters ?? true,
          body.customTermsPhase ?? null,
        ],
      );
      const jobId = num(row!.id);
      await writeStatusLog(tx, viewer, {
        entityType: 'job',
        entityId: jobId,
        jobId,
        action: 'create',
        from: null,
        to: 'draft',
      });
      return jobId;
    });
    return { result: jobView((await loadJob(db, id, viewer.id))!, viewer) };
  });

  app.get('/job/:id/view', doc(TAG, 'A vacancy with every field'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const row = await visibleJob(db, request, viewer, id);
    return { result: { ...jobView(row, viewer), actions: allowedJobActions(viewer, jobForRules(row)) } };
  });

  app.get(
    '/job/:id/menu',
    doc(TAG, 'The actions this user may take on the vacancy now, with the reason of each refusal (domain machines)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await visibleJob(db, request, viewer, id);
      const decisions = decideJobActions(viewer, jobForRules(row));
      const menu: Record<string, unknown> = {
        job: allowedJobActions(viewer, jobForRules(row)),
        reasons: Object.fromEntries(Object.entries(decisions).flatMap(([a, d]) => (d.allowed ? [] : [[a, d.reason]]))),
        canDelegate: can(viewer, 'job-delegate', ownerOfJob(row)),
        canFavorite: true,
      };
      if (isRecruiter(viewer)) {
        const context = recruiterContext(row, viewer.id, row.my_jr_status ?? null, !!row.my_jr_terms);
        menu.jobRecruiter = allowedJobRecruiterActions(viewer, context);
        menu.jobRecruiterReasons = Object.fromEntries(
          Object.entries(decideJobRecruiterActions(viewer, context)).flatMap(([a, d]) => (d.allowed ? [] : [[a, d.reason]])),
        );
      }
      return { result: menu };
    },
  );

  app.put('/job/:id/edit', doc(TAG, 'Edit a vacancy (own: draft, active, on hold; any: always)', vacancyEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, vacancyEditSchema, request.body ?? {});
    const row = await db.transaction(async (tx) => {
      const current = await visibleJob(tx, request, viewer, id, true);
      enforce(request, decideJobAction(viewer, jobForRules(current), 'edit'));
      const min = body.salaryMin !== undefined ? body.salaryMin : current.salary_min;
      const max = body.salaryMax !== undefined ? body.salaryMax : current.salary_max;
      if (min != null && max != null && min > max) throw fieldError(request, 'salaryMax', 'validation-failed');
      const columns: Record<string, unknown> = {
        title: body.title,
        reference: body.reference,
        description: body.description,
        requirements: body.requirements,
        country_code: body.countryCode,
        city: body.city,
        address: body.address,
        zip_code: body.zipCode,
        sectors: body.sectors,
        departments: body.departments,
        search_types: body.searchTypes,
        languages: body.languages,
        experience_level: body.experienceLevel,
        contact_language: body.contactLanguage,
        position_count: body.positionCount,
        salary_min: body.salaryMin,
        salary_max: body.salaryMax,
        salary_currency: body.salaryCurrency,
        salary_confidential: body.salaryConfidential,
        success_fee_percentage: body.successFeePercentage,
        success_fee_fixed_amount: body.successFeeFixedAmount,
        revenue_split: body.revenueSplit,
        approval_id: body.approvalId,
        is_exclusive_for_headhunters: body.isExclusiveForHeadhunters,
        is_public: body.isPublic,
        accepting_candidates: body.acceptingCandidates,
        accepting_recruiters: body.acceptingRecruiters,
        custom_terms_phase: body.customTermsPhase,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (set.length) {
        await tx.query(`UPDATE jobs SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
          id,
          ...set.map(([, value]) => value),
        ]);
      }
      return (await loadJob(tx, id, viewer.id))!;
    });
    return { result: jobView(row, viewer) };
  });

  app.put('/job/:id/toggle-favorite', doc(TAG, 'Mark or unmark the vacancy as a favourite of this user'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const row = await db.transaction(async (tx) => {
      const current = await visibleJob(tx, request, viewer, id, true);
      if (current.is_favorite) await tx.query('DELETE FROM job_favourites WHERE user_id = $1 AND job_id = $2', [viewer.id, id]);
      else await tx.query('INSERT INTO job_favourites (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.id, id]);
      return (await loadJob(tx, id, viewer.id))!;
    });
    return { result: jobView(row, viewer) };
  });

  for (const [path, action, column] of [
    ['accepting-candidates', 'toggle-accepting-candidates', 'accepting_candidates'],
    ['accepting-headhunters', 'toggle-accepting-headhunters', 'accepting_recruiters'],
  ] as const) {
    app.put(
      `/job/:id/${path}`,
      doc(TAG, `Switch ${path.replace('-', ' ')} on or off (active vacancies)`, toggleSchema),
      async (request) => {
        const body = parse(request, toggleSchema, request.body ?? {});
        let value = false;
        return changeStatus(request, action, {
          before: async (tx, row) => {
            value = body.value ?? !row[column];
            await tx.query(`UPDATE jobs SET ${column} = $2 WHERE id = $1`, [num(row.id), value]);
          },
          get details() {
            return { [column]: value };
          },
        });
      },
    );
  }

  app.put(
    '/job/:id/cancel',
    doc(
      TAG,
      'Cancel a vacancy (reason, comment, copy to employer, admin-only suppress notifications, ratings)',
      cancelVacancySchema({ isAdmin: true }),
    ),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, cancelVacancySchema({ isAdmin: isAdmin(viewer) }), request.body ?? {});
      return changeStatus(request, 'cancel', {
        reason: body.cancelReason,
        comment: body.comment,
        details: { suppressNotifications: body.suppressNotifications, sendCopyToEmployer: body.sendCopyToEmployer, ratings: body.ratings },
        notifyRecruiters: !body.suppressNotifications,
        copyToAuthor: body.sendCopyToEmployer,
        before: async (tx, row) => {
          // Ratings only for consultants accepted on this vacancy, one each.
          const ids = [...new Set(body.ratings.map((r) => r.user.id))];
          if (ids.length !== body.ratings.length) throw fieldError(request, 'ratings', 'not-on-vacancy');
          if (ids.length) {
            const [found] = await tx.query<{ n: string }>(
              "SELECT count(*) AS n FROM job_recruiters WHERE job_id = $1 AND recruiter_id = ANY($2::bigint[]) AND status = 'accepted'",
              [num(row.id), ids],
            );
            if (num(found?.n ?? 0) !== ids.length) throw fieldError(request, 'ratings', 'not-on-vacancy');
          }
          for (const rating of body.ratings) {
            await tx.query(
              "INSERT INTO recruiter_ratings (job_id, recruiter_id, context, rating, rated_by) VALUES ($1, $2, 'cancel', $3, $4)",
              [num(row.id), rating.user.id, rating.rating, viewer.id],
            );
          }
        },
      });
    },
  );

  app.put('/job/:id/on-hold', doc(TAG, 'Put an active vacancy on hold (reason, comment)', onHoldSchema), async (request) => {
    const body = parse(request, onHoldSchema, request.body ?? {});
    return changeStatus(request, 'hold', { reason: body.reason, comment: body.comment, notifyRecruiters: true });
  });

  for (const [path, action, summary, set] of [
    ['reactivate', 'reactivate', 'Reactivate a vacancy on hold (or, admins, a cancelled one)', undefined],
    ['republish', 'republish', 'Publish an expired vacancy again', 'published_at = now(), expires_at = NULL'],
    ['reopen', 'reopen', 'Reopen a closed vacancy (admins)', 'closed_at = NULL'],
    ['publish', 'pay-for-publication', 'Publish a draft (pay for publication)', 'published_at = now()'],
    ['pay-for-publication', 'pay-for-publication', 'Pay for publication: publishes a draft', 'published_at = now()'],
  ] as const) {
    app.put(`/job/:id/${path}`, doc(TAG, summary, statusCommentSchema), async (request) => {
      const body = parse(request, statusCommentSchema, request.body ?? {});
      return changeStatus(request, action, { comment: body.comment, set, notifyRecruiters: action !== 'pay-for-publication' });
    });
  }

  app.delete('/job/:id/delete-draft', doc(TAG, 'Delete a draft (its status becomes deleted-draft)'), async (request) =>
    changeStatus(request, 'delete-draft'),
  );

  app.post(
    '/job/:id/delegate',
    doc(TAG, 'Hand a vacancy from its author to another user of the organisation', delegateVacancySchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, delegateVacancySchema, request.body ?? {});
      const row = await db.transaction(async (tx) => {
        const current = await visibleJob(tx, request, viewer, id, true);
        authorize(request, can(viewer, 'job-delegate', ownerOfJob(current)));
        if (body.fromUser !== num(current.author_id)) throw fieldError(request, 'fromUser', 'not-the-author');
        const [target] = await tx.query<{
          id: string;
          roles: string[];
          status: string;
          organization_id: string | null;
          first_name: string;
          last_name: string;
        }>('SELECT id, roles, status, organization_id, first_name, last_name FROM users WHERE id = $1', [body.toUser]);
        const sameOrganization = target && (target.organization_id === current.organization_id || isAdmin(viewer));
        const canOwn =
          target && target.status === 'active' && (target.roles.includes('employer') || target.roles.some((r) => r.endsWith('-admin')));
        if (!target || !canOwn || !sameOrganization) throw fieldError(request, 'toUser', 'not-an-employer');
        await tx.query('UPDATE jobs SET author_id = $2, organization_id = $3, updated_at = now() WHERE id = $1', [
          id,
          body.toUser,
          target.organization_id ?? current.organization_id,
        ]);
        await writeStatusLog(tx, viewer, {
          entityType: 'job',
          entityId: id,
          jobId: id,
          action: 'delegate',
          from: current.status,
          to: current.status,
          details: { fromUser: body.fromUser, toUser: body.toUser },
        });
        const mail = await mailRecipient(tx, body.toUser);
        if (mail) {
          await enqueueMail(tx, {
            kind: 'job-delegated',
            to: mail.email,
            subject: t(mail.locale, 'job-delegated-subject', { job: current.title }),
            text: t(mail.locale, 'job-delegated-body', {
              job: current.title,
              actor: viewer.name,
              from: `${current.author_first_name} ${current.author_last_name}`,
            }),
          });
        }
        return (await loadJob(tx, id, viewer.id))!;
      });
      return { result: jobView(row, viewer) };
    },
  );

  // ---- shortlists -----------------------------------------------------------------------------
  app.post(
    '/job/:id/shortlist/create',
    doc(TAG, 'Send a shortlist of the vacancy’s applications to reviewers', shortlistCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, shortlistCreateSchema, request.body ?? {});
      const shortlistId = await db.transaction(async (tx) => {
        const row = await visibleJob(tx, request, viewer, id, true);
        enforce(request, decideJobAction(viewer, jobForRules(row), 'review-shortlist'));
        const applications = [...new Set(body.applications)];
        if (applications.length) {
          // Applications live in the application module's table (migration 0008).
          const [table] = await tx.query<{ t: string | null }>("SELECT to_regclass('public.applications')::text AS t");
          const found = table?.t
            ? await tx.query<{ n: string }>('SELECT count(*) AS n FROM applications WHERE job_id = $1 AND id = ANY($2::bigint[])', [
                id,
                applications,
              ])
            : [{ n: '0' }];
          if (num(found[0]?.n ?? 0) !== applications.length) throw fieldError(request, 'applications', 'unknown-application');
        }
        const recipients = [...new Set(body.recipients)];
        if (recipients.length) {
          const members = await tx.query<{ id: string }>(
            'SELECT id FROM users WHERE id = ANY($1::bigint[]) AND organization_id = $2 AND status = $3',
            [recipients, row.organization_id, 'active'],
          );
          if (members.length !== recipients.length) throw fieldError(request, 'recipients', 'not-in-organization');
        }
        const [created] = await tx.query<{ id: string }>(
          'INSERT INTO job_shortlists (job_id, title, comment, application_ids, recipient_ids, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [id, body.title ?? null, body.comment ?? null, applications, recipients, viewer.id],
        );
        for (const recipient of recipients) {
          const mail = await mailRecipient(tx, recipient);
          if (!mail) continue;
          await enqueueMail(tx, {
            kind: 'shortlist',
            to: mail.email,
            subject: t(mail.locale, 'shortlist-subject', { job: row.title }),
            text: t(mail.locale, 'shortlist-body', {
              job: row.title,
              actor: viewer.name,
              count: applications.length,
              comment: body.comment ? t(mail.locale, 'job-mail-comment', { comment: stripTags(body.comment) }) : '',
            }),
          });
        }
        return num(created!.id);
      });
      return { result: await shortlistView(db, shortlistId) };
    },
  );

  app.get('/job/shortlist/:id/view', doc(TAG, 'A shortlist (for the vacancy’s employer side and its reviewers)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const shortlist = await shortlistView(db, id);
    if (!shortlist) throw missing(request);
    const job = await loadJob(db, shortlist.job.id, viewer.id);
    if (!job || !(isEmployerSide(viewer, job) || shortlist.recipients.includes(viewer.id))) throw missing(request);
    authorize(request, isAdmin(viewer) || can(viewer, 'shortlist-view', ownerOfJob(job)) || shortlist.recipients.includes(viewer.id));
    return { result: shortlist };
  });

  // ---- shared notes -----------------------------------------------------------------------------
  /** Who shares notes on a vacancy: its employer side and consultants accepted on it. */
  function sharesNotes(viewer: Viewer, row: JobRow): boolean {
    return isEmployerSide(viewer, row) || row.my_jr_status === 'accepted';
  }

  app.post(
    '/job/shared-note/create',
    doc(TAG, 'A note shared between the employer side and the consultants of a vacancy', sharedNoteCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, sharedNoteCreateSchema, request.body ?? {});
      authorize(request, can(viewer, 'note-create', { ownerId: viewer.id }));
      const row = await visibleJob(db, request, viewer, body.jobId);
      authorize(request, sharesNotes(viewer, row));
      const [note] = await db.query<NoteRow>(
        `INSERT INTO job_shared_notes (job_id, author_id, content) VALUES ($1, $2, $3)
       RETURNING id, job_id, author_id, content, created_at, updated_at, $4::text AS author_name`,
        [body.jobId, viewer.id, body.content, viewer.name],
      );
      return { result: noteView(note!) };
    },
  );

  app.get('/job/shared-note/list', doc(TAG, 'The shared notes of a vacancy (?jobId=)'), async (request) => {
    const viewer = requireUser(request);
    const { jobId } = parse(request, noteListQuery, request.query ?? {});
    const row = await visibleJob(db, request, viewer, jobId);
    authorize(request, sharesNotes(viewer, row));
    const notes = await db.query<NoteRow>(
      `SELECT n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, u.first_name || ' ' || u.last_name AS author_name
         FROM job_shared_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.job_id = $1 ORDER BY n.id`,
      [jobId],
    );
    return { result: { items: notes.map(noteView), total: notes.length } };
  });

  app.put('/job/shared-note/:id/edit', doc(TAG, 'Edit a shared note (its author or an admin)', sharedNoteEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, sharedNoteEditSchema, request.body ?? {});
    const [note] = await db.query<NoteRow>(
      'SELECT id, job_id, author_id, content, created_at, updated_at FROM job_shared_notes WHERE id = $1',
      [id],
    );
    if (!note) throw missing(request);
    await visibleJob(db, request, viewer, num(note.job_id));
    authorize(request, isAdmin(viewer) || can(viewer, 'note-edit', { ownerId: note.author_id === null ? null : num(note.author_id) }));
    const [updated] = await db.query<NoteRow>(
      `UPDATE job_shared_notes n SET content = $2, updated_at = now() FROM users u WHERE n.id = $1 AND u.id = $3
       RETURNING n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, $4::text AS author_name`,
      [id, body.content, viewer.id, viewer.name],
    );
    return { result: noteView(updated!) };
  });

  // ---- history ----------------------------------------------------------------------------------
  app.get(
    '/job/:id/history',
    doc(TAG, 'Every status change of the vacancy and of its consultants (who, when, from, to, comment)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await visibleJob(db, request, viewer, id);
      const employer = isEmployerSide(viewer, row);
      // Consultants see the vacancy's own entries and those of their own relation.
      const items = await jobHistory(db, id, employer ? undefined : num(row.my_jr_id ?? 0));
      return { result: { items, total: items.length } };
    },
  );

  app.post(
    '/job/history/edit',
    doc(TAG, 'Correct the comment of a history entry (its author or an admin)', historyEditSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, historyEditSchema, request.body ?? {});
      const entry = await statusLogEntry(db, body.id);
      if (!entry || entry.jobId === null) throw missing(request);
      await visibleJob(db, request, viewer, entry.jobId);
      if (!isAdmin(viewer) && entry.actor?.id !== viewer.id) throw forbidden(t(requestLocale(request), 'access-denied'));
      await updateStatusLogComment(db, body.id, body.comment);
      return { result: (await statusLogEntry(db, body.id))! };
    },
  );
}

interface NoteRow {
  id: string;
  job_id: string;
  author_id: string | null;
  author_name?: string | null;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function noteView(row: NoteRow) {
  return {
    id: num(row.id),
    type: 'job' as const,
    job: { id: num(row.job_id) },
    content: row.content,
    author: row.author_id === null ? null : { id: num(row.author_id), name: row.author_name ?? '' },
    creationDate: new Date(row.created_at).toISOString(),
    updateDate: new Date(row.updated_at).toISOString(),
  };
}

async function shortlistView(db: Queryable, id: number) {
  const [row] = await db.query<{
    id: string;
    job_id: string;
    title: string | null;
    comment: string | null;
    application_ids: string[];
    recipient_ids: string[];
    created_by: string | null;
    created_at: Date | string;
  }>('SELECT id, job_id, title, comment, application_ids, recipient_ids, created_by, created_at FROM job_shortlists WHERE id = $1', [id]);
  if (!row) return null;
  return {
    id: num(row.id),
    job: { id: num(row.job_id) },
    title: row.title,
    comment: row.comment,
    applications: row.application_ids.map((a) => ({ id: num(a) })),
    recipients: row.recipient_ids.map(num),
    createdBy: row.created_by === null ? null : { id: num(row.created_by) },
    creationDate: new Date(row.created_at).toISOString(),
  };
}
