import type { DataListEntry, VacancyFilters, VacancyListItem, VacancyStatistics } from '@mandate/api-client';
import { jobStatuses, type JobStatus, type VacancyListQuery } from '@mandate/domain';
import { matchPath, type FixtureCall, type FixtureRoute } from './fixtureFetch';
import { users, vacancy } from './fixtures';

/**
 * A fixture server of the vacancy list (`POST /job/list`, `/job/statistics`, `/job/filters-list`,
 * `PUT /job/{id}/toggle-favorite`): twelve vacancies of Helvetia Pharma that it filters, sorts and
 * pages as the server does, and favourites that follow the toggles made so far. Test support only.
 */

const titles: [string, JobStatus, string | null][] = [
  ['Head of Regulatory Affairs', 'active', 'REG-2026-014'],
  ['Senior Process Engineer', 'active', 'ENG-2026-002'],
  ['Chief Financial Officer', 'draft', null],
  ['Quality Assurance Manager', 'cancelled', 'QA-2025-031'],
  ['Clinical Data Scientist', 'active', 'CDS-2026-007'],
  ['Supply Chain Analyst', 'on-hold', 'SCA-2026-003'],
  ['Medical Science Liaison', 'expired', 'MSL-2025-044'],
  ['Head of Procurement', 'closed', 'PRO-2025-012'],
  ['Pharmacovigilance Officer', 'active', 'PV-2026-009'],
  ['Validation Engineer', 'active', 'VAL-2026-011'],
  ['Lab Automation Specialist', 'on-hold', 'LAB-2026-004'],
  ['Market Access Lead', 'active', 'MAL-2026-015'],
];

/** The twelve vacancies, newest first (the server's default order). */
export const listedVacancies: VacancyListItem[] = titles.map(([title, status, reference], index) => {
  return {
    ...pick(vacancy()),
    id: 5000 + index,
    title,
    reference,
    status: { code: status },
    positionCount: 1 + (index % 3),
    placementCount: status === 'closed' ? 1 : 0,
    isFavorite: index === 0,
    statistics: { recruitedCandidates: 0, candidates: index % 4, recruiters: index % 3, acceptedRecruiters: index % 2 },
    creationDate: new Date(Date.UTC(2026, 2, 20 - index, 12)).toISOString(),
    publicationDate: status === 'draft' ? null : new Date(Date.UTC(2026, 2, 21 - index, 12)).toISOString(),
    updateDate: new Date(Date.UTC(2026, 2, 21 - index, 12)).toISOString(),
  };
});

/** The list item's fields of a full vacancy. */
function pick(v: ReturnType<typeof vacancy>): Omit<VacancyListItem, 'id'> {
  return {
    title: v.title,
    reference: v.reference,
    status: v.status,
    authoredBy: { ...v.authoredBy, fullName: users.employer.name },
    place: { city: 'Basel', country: { code: 'CH', label: 'CH' } },
    sectors: v.sectors,
    departments: v.departments,
    positionCount: v.positionCount,
    placementCount: v.placementCount,
    salaryConfidential: v.salaryConfidential,
    salary: v.salary,
    successFeePercentage: v.successFeePercentage,
    successFeeFixedAmount: v.successFeeFixedAmount,
    totalFeeVisible: v.totalFeeVisible,
    premoderation: v.premoderation,
    isExclusiveForHeadhunters: v.isExclusiveForHeadhunters,
    acceptingCandidates: v.acceptingCandidates,
    acceptingRecruiters: v.acceptingRecruiters,
    isFavorite: v.isFavorite,
    myStatus: v.myStatus,
    statistics: v.statistics,
    creationDate: v.creationDate,
    publicationDate: v.publicationDate,
    updateDate: v.updateDate,
  };
}

/** Whether a vacancy is a favourite after the toggles among `calls`. */
function isFavorite(item: VacancyListItem, calls: readonly FixtureCall[]): boolean {
  const toggles = calls.filter(
    (call) => call.method === 'PUT' && matchPath('/job/{id}/toggle-favorite', call.path)?.id === String(item.id) && call.status === 200,
  ).length;
  return toggles % 2 === 1 ? !item.isFavorite : item.isFavorite;
}

type Query = Partial<VacancyListQuery>;

function filtered(items: readonly VacancyListItem[], query: Query, calls: readonly FixtureCall[]): VacancyListItem[] {
  const search = query.search?.toLowerCase();
  return items
    .map((item) => ({ ...item, isFavorite: isFavorite(item, calls) }))
    .filter((item) => !query.statuses?.length || query.statuses.includes(item.status.code))
    .filter((item) => !search || item.title.toLowerCase().includes(search) || (item.reference ?? '').toLowerCase().includes(search))
    .filter((item) => !query.favouritesOnly || item.isFavorite)
    .filter((item) => !query.countryCode || item.place?.country?.code === query.countryCode);
}

function sorted(items: VacancyListItem[], query: Query): VacancyListItem[] {
  const by = query.sortBy ?? 'creationDate';
  const dir = (query.sortOrder ?? 'DESC') === 'ASC' ? 1 : -1;
  const key = (item: VacancyListItem): string | number =>
    by === 'title'
      ? item.title.toLowerCase()
      : by === 'status'
        ? item.status.code
        : by === 'positionCount'
          ? item.positionCount
          : (item[by] ?? '');
  return [...items].sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : (a.id - b.id) * dir));
}

export function statisticsOf(items: readonly VacancyListItem[]): VacancyStatistics {
  const byStatus = Object.fromEntries(jobStatuses.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const item of items) byStatus[item.status.code]++;
  const positions = items.reduce((sum, i) => sum + i.positionCount, 0);
  const placements = items.reduce((sum, i) => sum + i.placementCount, 0);
  return {
    total: items.length,
    byStatus,
    positions,
    placements,
    openPositions: positions - placements,
    favourites: items.filter((i) => i.isFavorite).length,
  };
}

export const vacancyFilterValues: VacancyFilters = {
  statuses: [],
  countries: [{ code: 'CH', count: 12 }],
  sectors: [{ code: 'pharma', count: 12 }],
  departments: [{ code: 'regulatory', count: 12 }],
  authors: [{ id: users.employer.id, name: users.employer.name, count: 12 }],
};

const label = (en: string, de: string) => ({ en, de });
const countryLabels: Record<string, { en: string; de: string }> = { CH: label('Switzerland', 'Schweiz') };
const sectorLabels: Record<string, { en: string; de: string }> = { pharma: label('Pharma', 'Pharma und Biotechnologie') };
const departmentLabels: Record<string, { en: string; de: string }> = { regulatory: label('Regulatory affairs', 'Zulassung') };
const entries = (labels: Record<string, { en: string; de: string }>, locale: string): DataListEntry[] =>
  Object.entries(labels).map(([code, l]) => ({ code, label: locale === 'de' ? l.de : l.en }) as DataListEntry);

/** The routes of the list's server over `items` (the twelve by default). */
export function vacancyListServer(items: readonly VacancyListItem[] = listedVacancies): FixtureRoute[] {
  return [
    {
      method: 'POST',
      path: '/job/list',
      respond: ({ body, calls }) => {
        const query = (body ?? {}) as Query;
        const all = sorted(filtered(items, query, calls), query);
        const size = query.pageSize ?? 20;
        const page = query.page ?? 0;
        return { body: { items: all.slice(page * size, (page + 1) * size), total: all.length } };
      },
    },
    {
      method: 'POST',
      path: '/job/statistics',
      respond: ({ body, calls }) => ({ body: statisticsOf(filtered(items, { ...(body as Query), statuses: [] }, calls)) }),
    },
    { method: 'POST', path: '/job/filters-list', respond: () => ({ body: vacancyFilterValues }) },
    {
      method: 'PUT',
      path: '/job/{id}/toggle-favorite',
      respond: ({ params, calls }) => {
        const item = items.find((i) => String(i.id) === params.id);
        if (!item) return { status: 404, body: { message: 'Not found' } };
        return { body: { ...vacancy(), ...item, isFavorite: !isFavorite(item, calls) } };
      },
    },
    { method: 'GET', path: '/list/countries', respond: ({ locale }) => ({ body: entries(countryLabels, locale) }) },
    { method: 'GET', path: '/list/sectors', respond: ({ locale }) => ({ body: entries(sectorLabels, locale) }) },
    { method: 'GET', path: '/list/departments', respond: ({ locale }) => ({ body: entries(departmentLabels, locale) }) },
  ];
}
