import type { DataListEntry, TermsDocument, Vacancy, VacancyMenu } from '@mandate/api-client';
import type { JobAction } from '@mandate/domain';
import { hasSucceeded, type FixtureRequest, type FixtureRoute } from './fixtureFetch';
import { referenceList, vacancy, vacancyId, type ReferenceEntry } from './fixtures';

/**
 * The server of the vacancy form's stories (Screens/VacancyEdit, decision 0014): the form's nine
 * reference lists in EN and DE, the terms document, and a draft of the story's vacancy that the
 * create, edit, publish and delete-draft calls change. Test support only: imported by stories.
 */

const list = (entries: ReferenceEntry[]) => (locale: string) => referenceList(entries, locale);

/** `GET /list/{name}` of each list the form asks for; every code the draft uses is in them. */
export const vacancyFormLists: Record<string, (locale: string) => DataListEntry[]> = {
  countries: list([
    ['AT', 'Austria', 'Österreich'],
    ['DE', 'Germany', 'Deutschland'],
    ['CH', 'Switzerland', 'Schweiz'],
  ]),
  departments: list([
    ['regulatory', 'Regulatory Affairs', 'Regulatory Affairs'],
    ['legal', 'Legal & Compliance', 'Recht & Compliance'],
    ['hr', 'Human Resources', 'Personalwesen'],
  ]),
  sectors: list([
    ['pharma', 'Pharma & Life Sciences', 'Pharma & Life Sciences'],
    ['healthcare', 'Healthcare', 'Gesundheitswesen'],
    ['banking', 'Banking', 'Banken'],
  ]),
  'search-types': list([
    ['executive', 'Executive search', 'Executive Search'],
    ['specialist', 'Specialist search', 'Fachspezialisten-Suche'],
  ]),
  'experience-levels': list([
    ['professional', 'Professional (3–7 years)', 'Berufserfahren (3–7 Jahre)'],
    ['senior', 'Senior (7+ years)', 'Senior (7+ Jahre)'],
    ['executive', 'Executive / C-level', 'Geschäftsleitung / C-Level'],
  ]),
  languages: list([
    ['en', 'English', 'Englisch'],
    ['de', 'German', 'Deutsch'],
  ]),
  currencies: list([
    ['chf', 'Swiss franc', 'Schweizer Franken'],
    ['eur', 'Euro', 'Euro'],
  ]),
  locales: list([
    ['en', 'English', 'Englisch'],
    ['de', 'German', 'Deutsch'],
  ]),
  'revenue-splits': list([
    ['standard-25', 'Standard 25%', 'Standard 25%'],
    ['reduced-15', 'Reduced 15%', 'Reduziert 15%'],
  ]),
};

/** The list routes, labelled in the request's `Locale`. */
export const vacancyFormListRoutes: FixtureRoute[] = Object.entries(vacancyFormLists).map(([name, entries]) => ({
  method: 'GET',
  path: `/list/${name}`,
  respond: ({ locale }) => ({ body: entries(locale) }),
}));

/** `POST /job/tos`: the terms of the asked language. */
export const termsDocument = (locale: string): TermsDocument => ({
  locale: locale === 'de' ? 'de' : 'en',
  revision: '2026-01',
  url: `/documents/terms-of-publication.${locale === 'de' ? 'de' : 'en'}.pdf`,
});

/** The id the server gives a vacancy created in a story. */
export const createdVacancyId = 4712;

/** The story's vacancy as a draft (not yet published), in `locale`. */
export function draftVacancy(locale = 'en', changes: Partial<Vacancy> = {}): Vacancy & { actions: JobAction[] } {
  return { ...vacancy('draft', locale), publicationDate: null, expirationDate: null, actions: ['edit'], ...changes };
}

const base = { canDelegate: true, canFavorite: true } as const;
/** `GET /job/{id}/menu` of the form's vacancy. */
export const vacancyEditMenus = {
  /** Its author on the draft: edit, publish and delete it. */
  draft: { ...base, job: ['edit', 'pay-for-publication', 'delete-draft'], reasons: {} },
  /** Its author once published: edit only. */
  active: {
    ...base,
    job: ['edit', 'hold', 'cancel'],
    reasons: { 'pay-for-publication': 'status-not-allowed', 'delete-draft': 'status-not-allowed' },
  },
  /** A closed vacancy: the edit is refused for the status. */
  closed: {
    ...base,
    job: [],
    reasons: { edit: 'status-not-allowed', 'pay-for-publication': 'status-not-allowed', 'delete-draft': 'status-not-allowed' },
  },
} as const satisfies Record<string, VacancyMenu>;

const published = (calls: FixtureRequest['calls']) => hasSucceeded(calls, 'PUT', '/job/{id}/publish');

/** The payload's fields as the server answers them in the vacancy (the title is what the stories change). */
const withPayload = (request: FixtureRequest, id: number) => {
  const body = (request.body ?? {}) as Partial<Vacancy>;
  return draftVacancy(request.locale, { id, ...(typeof body.title === 'string' ? { title: body.title } : {}) });
};

/**
 * The vacancy form's server: the draft (`GET /job/{id}/view` and its menu) until a publish
 * succeeded, then active; create answers a new draft with the sent title, edit the draft with the
 * sent title, publish the active vacancy, delete-draft the draft as deleted.
 */
export function vacancyEditServer(): FixtureRoute[] {
  return [
    {
      method: 'GET',
      path: '/job/{id}/view',
      respond: ({ calls, locale }) => ({ body: published(calls) ? vacancy('active', locale) : draftVacancy(locale) }),
    },
    {
      method: 'GET',
      path: '/job/{id}/menu',
      respond: ({ calls }) => ({ body: published(calls) ? vacancyEditMenus.active : vacancyEditMenus.draft }),
    },
    {
      method: 'POST',
      path: '/job/tos',
      respond: ({ body }) => ({ body: termsDocument(String((body as { locale?: string })?.locale ?? 'en')) }),
    },
    { method: 'POST', path: '/job/create', respond: (request) => ({ body: withPayload(request, createdVacancyId) }) },
    { method: 'PUT', path: '/job/{id}/edit', respond: (request) => ({ body: withPayload(request, Number(request.params.id)) }) },
    {
      method: 'PUT',
      path: '/job/{id}/publish',
      respond: ({ locale, params }) => ({ body: { ...vacancy('active', locale), id: Number(params.id) } }),
    },
    {
      method: 'DELETE',
      path: '/job/{id}/delete-draft',
      respond: ({ locale }) => ({ body: draftVacancy(locale, { id: vacancyId, status: { code: 'deleted-draft' } }) }),
    },
    ...vacancyFormListRoutes,
  ];
}
