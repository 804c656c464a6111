import {
  allowedJobActions,
  allowedJobRecruiterActions,
  can,
  computeRevenue,
  decideJobAction,
  decideJobActions,
  decideJobRecruiterActions,
  DEFAULT_REVENUE_SPLIT,
  isRecruiter,
  jobStatuses,
  publicVacancyListQuerySchema,
  successFeeSchema,
  termsDocumentSchema,
  toggleSchema,
  vacancyCreateSchema,
  vacancyEditSchema,
  vacancyListQuerySchema,
  type InferOutput,
  type JobStatus,
  type publicVacancyResponse,
  type vacancyFiltersResponse,
  type vacancyMenuResponse,
  type vacancyStatisticsResponse,
  type successFeeResponse,
  type termsDocumentResponse,
  type vacancyViewResponse,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale } from '../http/i18n';
import { parse } from '../http/validation';
import { referenceLists } from '../reference/lists';
import { writeStatusLog } from '../workflow/statusLog';
import { enforce } from '../workflow/transition';
import { authorize, fieldError, idParam, doc } from '../http/route';
import { num } from '../db/values';
import {
  jobForRules,
  jobListItem,
  jobView,
  loadJob,
  ownerOfJob,
  recruiterContext,
  TOS_REVISION,
  termsDocumentUrl,
  visibleJob,
} from './common';
import { insertJob, listJobs, setFavourite, setJobFlag, updateJobColumns } from './vacancy.queries';
import { publicVacancies, vacancyFilterValues, vacancyStatusCounts } from './vacancyList.queries';
import { vacancyService } from './vacancy.service';
import { vacancyStatusRoutes } from './vacancyStatus.routes';
import { shortlistRoutes } from './shortlist.routes';
import { sharedNoteRoutes } from './sharedNote.routes';

const TAG = 'Vacancies';
/** Query strings arrive as text: page numbers become numbers so the domain schema can check them. */
function numericQuery(query: unknown): Record<string, unknown> {
  const q = { ...((query ?? {}) as Record<string, unknown>) };
  for (const key of ['page', 'pageSize']) if (typeof q[key] === 'string' && /^\d{1,9}$/.test(q[key])) q[key] = Number(q[key]);
  return q;
}

/** Vacancies (001 §7.3) under /api/job: list, filters, create, view, edit, favourite; the other routes register from here. */
export async function vacancyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { changeStatus } = vacancyService(db);
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
      const { rows, total } = await publicVacancies(db, query);
      const page: { items: InferOutput<typeof publicVacancyResponse>[]; total: number } = {
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
        total,
      };
      return { result: page };
    },
  );

  app.post(
    '/job/statistics',
    doc(TAG, 'Counts of the visible vacancies by status, with the list filters', vacancyListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      const rows = await vacancyStatusCounts(db, viewer, body, jobStatuses);
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
      const statistics: InferOutput<typeof vacancyStatisticsResponse> = {
        total,
        byStatus,
        positions,
        placements,
        openPositions: Math.max(0, positions - placements),
        favourites,
      };
      return { result: statistics };
    },
  );

  app.post('/job/filters-list', doc(TAG, 'The values the vacancy filters offer among the visible vacancies'), async (request) => {
    const viewer = requireUser(request);
    const locale = requestLocale(request);
    const { statuses, countries, sectors, departments, authors } = await vacancyFilterValues(db, viewer);
    const statusLabels = referenceLists['job-statuses']!(locale);
    const filters: InferOutput<typeof vacancyFiltersResponse> = {
      statuses: statuses.map((r) => ({
        code: r.v,
        label: statusLabels.find((e) => e.code === r.v)?.label[locale] ?? r.v,
        count: num(r.n),
      })),
      countries: countries.map((r) => ({ code: r.v, count: num(r.n) })),
      sectors: sectors.map((r) => ({ code: r.v, count: num(r.n) })),
      departments: departments.map((r) => ({ code: r.v, count: num(r.n) })),
      authors: authors.map((r) => ({ id: num(r.v), name: r.name, count: num(r.n) })),
    };
    return { result: filters };
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
      const result: InferOutput<typeof successFeeResponse> = {
        ...breakdown,
        recruitmentFee: breakdown.fee,
        successFee: { percentage: fee.successFeePercentage, fixed: fee.successFeeFixedAmount },
        revenueSplit: { code: String(split.code), label: split.label[locale], percentage },
      };
      return { result };
    },
  );

  app.post('/job/tos', doc(TAG, 'The terms document of a language and revision', termsDocumentSchema), async (request) => {
    requireUser(request);
    const body = parse(request, termsDocumentSchema, request.body ?? {});
    const terms: InferOutput<typeof termsDocumentResponse> = {
      locale: body.locale,
      revision: TOS_REVISION,
      url: termsDocumentUrl(body.locale),
    };
    return { result: terms };
  });

  app.post('/job/create', doc(TAG, 'Create a vacancy as a draft', vacancyCreateSchema), async (request) => {
    const viewer = requireUser(request);
    authorize(request, can(viewer, 'job-create'));
    const body = parse(request, vacancyCreateSchema, request.body ?? {});
    const id = await db.transaction(async (tx) => {
      const jobId = num(await insertJob(tx, viewer, body));
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
    const answer: InferOutput<typeof vacancyViewResponse> = {
      ...jobView(row, viewer),
      actions: allowedJobActions(viewer, jobForRules(row)),
    };
    return { result: answer };
  });

  app.get(
    '/job/:id/menu',
    doc(TAG, 'The actions this user may take on the vacancy now, with the reason of each refusal (domain machines)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await visibleJob(db, request, viewer, id);
      const decisions = decideJobActions(viewer, jobForRules(row));
      const menu: InferOutput<typeof vacancyMenuResponse> = {
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
        await updateJobColumns(tx, id, set);
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
      await setFavourite(tx, viewer.id, id, !current.is_favorite);
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
            await setJobFlag(tx, num(row.id), column, value);
          },
          get details() {
            return { [column]: value };
          },
        });
      },
    );
  }

  await vacancyStatusRoutes(app, { db });
  await shortlistRoutes(app, { db });
  await sharedNoteRoutes(app, { db });
}
