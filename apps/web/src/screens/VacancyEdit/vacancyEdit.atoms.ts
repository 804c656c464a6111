import {
  createVacancy,
  deleteDraftVacancy,
  editVacancy,
  getTermsDocument,
  getVacancy,
  getVacancyMenu,
  publishVacancy,
  type Vacancy,
} from '@mandate/api-client';
import type { Id, Locale, ReasonCode, PublishVacancyPayload, VacancyCreatePayload, VacancyEditPayload } from '@mandate/domain';
import type { VacancyFormLists, VacancyFormValues } from '@mandate/ui';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { messages } from './VacancyEdit.messages';

// The page shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** `GET /job/{id}/view`: the vacancy to edit (the same cache entry as the vacancy page's). */
const vacancyQuery = queryFamily('vacancyToEdit', (id: Id, api) => ({
  queryKey: queryKeys.vacancy(id),
  queryFn: ({ signal }) => getVacancy(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/menu`: whether the server lets this user edit, publish and delete it now (001 §4.1). */
const vacancyMenuQuery = queryFamily('vacancyMenuToEdit', (id: Id, api) => ({
  queryKey: queryKeys.vacancyMenu(id),
  queryFn: ({ signal }) => getVacancyMenu(api, id, { ...shownInline, signal }),
}));

/** `POST /job/tos`: the terms document of a language, accepted when publishing. */
const termsQuery = queryFamily('vacancyTerms', (locale: Locale, api) => ({
  queryKey: queryKeys.vacancyTerms(locale),
  queryFn: ({ signal }) => getTermsDocument(api, { locale }, { signal }),
  staleTime: Infinity,
}));

/** The reference lists of the form by the name of `GET /list/{name}`. */
const listNames = {
  countries: 'countries',
  departments: 'departments',
  sectors: 'sectors',
  searchTypes: 'search-types',
  experienceLevels: 'experience-levels',
  languages: 'languages',
  currencies: 'currencies',
  locales: 'locales',
  revenueSplits: 'revenue-splits',
} as const satisfies Record<keyof VacancyFormLists, string>;

/** The form's reference lists (cached for the session) and whether any still loads. */
export const vacancyFormListsAtom = atom((get) => {
  const entries = Object.entries(listNames).map(([key, name]) => [key, get(selectOptionsAtom(name))] as const);
  return {
    lists: Object.fromEntries(entries.map(([key, list]) => [key, list.options])) as unknown as VacancyFormLists,
    isLoading: entries.some(([, list]) => list.isLoading),
  };
});
vacancyFormListsAtom.debugLabel = 'vacancyFormLists';

/** The vacancy as the form's values. */
export function formValuesOf(vacancy: Vacancy): VacancyFormValues {
  const phase = vacancy.customTnC?.requestOnPhase.code;
  return {
    title: vacancy.title,
    reference: vacancy.reference ?? '',
    description: vacancy.description,
    requirements: vacancy.requirements,
    countryCode: vacancy.countryCode,
    city: vacancy.city ?? '',
    zipCode: vacancy.zipCode ?? '',
    address: vacancy.address ?? '',
    departments: vacancy.departments,
    sectors: vacancy.sectors,
    searchTypes: vacancy.searchTypes,
    languages: vacancy.languages,
    experienceLevel: vacancy.experienceLevel,
    contactLanguage: vacancy.contactLanguage.code,
    positionCount: vacancy.positionCount,
    salaryCurrency: vacancy.salary?.currency?.code ?? null,
    salaryMin: vacancy.salary?.min ?? null,
    salaryMax: vacancy.salary?.max ?? null,
    salaryConfidential: vacancy.salaryConfidential,
    feeKind: vacancy.successFeeFixedAmount !== null ? 'fixed' : 'percentage',
    successFeePercentage: vacancy.successFeePercentage,
    successFeeFixedAmount: vacancy.successFeeFixedAmount,
    revenueSplit: vacancy.revenueSplit,
    approvalId: vacancy.approvalId ?? '',
    isExclusiveForHeadhunters: vacancy.isExclusiveForHeadhunters,
    isPublic: vacancy.isPublic,
    acceptingCandidates: vacancy.acceptingCandidates,
    acceptingRecruiters: vacancy.acceptingRecruiters,
    customTermsPhase: phase === 'applying' || phase === 'submitting' ? phase : 'none',
  };
}

/** What the server says about one action on the vacancy: allowed, or refused with the domain's reason. */
export type Permission = { allowed: true } | { allowed: false; reason: ReasonCode | null };

/** The edit page's data: the vacancy, whether it may be edited, published, deleted now, and the state of loading. */
export const vacancyEditPageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const vacancy = get(vacancyQuery(id));
    const menu = get(vacancyMenuQuery(id));
    const permission = (action: 'edit' | 'pay-for-publication' | 'delete-draft'): Permission =>
      menu.data?.job.includes(action) ? { allowed: true } : { allowed: false, reason: menu.data?.reasons[action] ?? null };
    const error = vacancy.isError ? vacancy.error : menu.isError ? menu.error : null;
    return {
      vacancy: vacancy.data,
      isPending: vacancy.isPending || menu.isPending,
      error,
      edit: permission('edit'),
      publish: permission('pay-for-publication'),
      deleteDraft: permission('delete-draft'),
      retry: () => {
        void vacancy.refetch();
        void menu.refetch();
      },
    };
  });
  page.debugLabel = `vacancyEditPage:${id}`;
  return page;
});

/** The terms document of `locale` for the publish dialog; `null` while it loads (or when it failed). */
export const termsDocumentAtom = atomFamily((locale: Locale) => {
  const terms = atom((get) => get(termsQuery(locale)).data ?? null);
  terms.debugLabel = `termsDocument:${locale}`;
  return terms;
});

/** `POST /job/create`: a new draft; the page goes on to its view (or to publishing it). */
export const createVacancyAtom = actionAtom({
  debugLabel: 'createVacancy',
  run: (api, { payload }: { payload: VacancyCreatePayload }, options) => createVacancy(api, payload, options),
  invalidates: () => [],
  notice: () => ({ message: messages.draftSaved }),
});

/** `PUT /job/{id}/edit`: every field of the form; the vacancy's page refetches. */
export const editVacancyAtom = actionAtom({
  debugLabel: 'editVacancy',
  run: (api, { id, payload }: { id: Id; payload: VacancyEditPayload }, options) => editVacancy(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.vacancyAll(id)],
  notice: () => ({ message: messages.saved }),
});

/** `PUT /job/{id}/publish` (001 §4.1 "Pay for publication: from draft"), once the terms are accepted. */
export const publishVacancyAtom = actionAtom({
  debugLabel: 'publishVacancy',
  run: (api, { id, payload }: { id: Id; payload: PublishVacancyPayload }, options) => publishVacancy(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.vacancyAll(id)],
  notice: () => ({ message: messages.published }),
});

/** `DELETE /job/{id}/delete-draft`: the page leaves for the dashboard, so nothing of it is refetched. */
export const deleteDraftAtom = actionAtom({
  debugLabel: 'deleteDraftFromEdit',
  run: (api, { id }: { id: Id }, options) => deleteDraftVacancy(api, id, options),
  invalidates: () => [],
  notice: () => ({ message: messages.deleted }),
});
