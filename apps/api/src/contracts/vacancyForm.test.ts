/**
 * Vacancy form ↔ server contract (issue 15 §3), as harness/dialogContract.ts does it for the dialogs:
 * the VacancyForm's Filled payload, taken unchanged from `@mandate/ui/fixtures` (the data its
 * stories assert), goes to the real server (apps/api in a child process, demo data; once on
 * PGlite, once on PostgreSQL) through the real API client, as the vacancy screen sends it.
 *
 * 1. every option id the form's stories offer is a code of the server's reference list;
 * 2. the Filled payload creates a draft (`POST /job/create`) whose view shows every field;
 * 3. the same payload edits it (`PUT /job/{id}/edit`), and the fixed-fee variant switches the fee;
 * 4. invalid values (no title, no position, salary upside down) are refused with field errors under
 *    the names the form binds its fields to, so they land beside those fields;
 * 5. publishing the draft after reading the terms (`POST /job/tos`, `PUT /job/{id}/publish`) makes it
 *    active; editing a closed vacancy is refused with the server's message (001 §4.1);
 * 6. the publish dialog's Filled payload is what the publish route takes; a draft is deleted.
 * Import only `@mandate/ui/fixtures` from ui (its index pulls React and styles).
 */
import {
  ApiError,
  createVacancy,
  deleteDraftVacancy,
  editVacancy,
  getDataList,
  getTermsDocument,
  getVacancy,
  listVacancies,
  publishVacancy,
  type ApiClient,
} from '@mandate/api-client';
import type { VacancyCreatePayload } from '@mandate/domain';
import { publishVacancyFixtures, vacancyFormFixtures } from '@mandate/ui/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';

const employer = { username: 'employer@mandate.demo', password: 'Employer-2026' };

/** The server's refusal of a call, or a failure when it accepted. */
async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('accepted'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

const { filled, lists } = vacancyFormFixtures;
const listNames: Record<keyof typeof lists, string> = {
  countries: 'countries',
  departments: 'departments',
  sectors: 'sectors',
  searchTypes: 'search-types',
  experienceLevels: 'experience-levels',
  languages: 'languages',
  currencies: 'currencies',
  locales: 'locales',
  revenueSplits: 'revenue-splits',
};

describe('VacancyForm', () => {
  onEachDatabase((server) => {
    let client: ApiClient;

    beforeAll(async () => {
      client = await server().signIn(employer);
    }, 60_000);

    for (const [key, name] of Object.entries(listNames) as [keyof typeof lists, string][]) {
      it(`offers only codes of the reference list ${name}`, async () => {
        const codes = new Set((await getDataList(client, name)).map((entry) => String(entry.code)));
        const unknown = lists[key].map((option) => option.id).filter((id) => !codes.has(id));
        expect(unknown, `option ids GET /list/${name} lacks (it has: ${[...codes].join(', ')})`).toEqual([]);
      });
    }

    let draftId: number;

    it('creates a draft from the Filled payload, every field as sent', async () => {
      const created = await createVacancy(client, filled);
      draftId = created.id;
      expect(created.status.code).toBe('draft');
      const view = await getVacancy(client, created.id);
      expect({
        title: view.title,
        reference: view.reference,
        description: view.description,
        requirements: view.requirements,
        countryCode: view.countryCode,
        city: view.city,
        zipCode: view.zipCode,
        address: view.address,
        departments: view.departments,
        sectors: view.sectors,
        searchTypes: view.searchTypes,
        languages: view.languages,
        experienceLevel: view.experienceLevel,
        contactLanguage: view.contactLanguage.code,
        positionCount: view.positionCount,
        salaryCurrency: view.salary?.currency?.code,
        salaryMin: view.salary?.min,
        salaryMax: view.salary?.max,
        salaryConfidential: view.salaryConfidential,
        successFeePercentage: view.successFeePercentage,
        successFeeFixedAmount: view.successFeeFixedAmount,
        revenueSplit: view.revenueSplit,
        approvalId: view.approvalId,
        isExclusiveForHeadhunters: view.isExclusiveForHeadhunters,
        isPublic: view.isPublic,
        acceptingCandidates: view.acceptingCandidates,
        acceptingRecruiters: view.acceptingRecruiters,
        customTermsPhase: view.customTnC?.requestOnPhase.code ?? null,
      }).toEqual(filled);
    });

    it('edits the draft with the same payload, and the fixed-fee variant replaces the percentage', async () => {
      const edited = await editVacancy(client, draftId, { ...filled, successFeePercentage: null, successFeeFixedAmount: 45000 });
      expect({ percentage: edited.successFeePercentage, fixed: edited.successFeeFixedAmount }).toEqual({ percentage: null, fixed: 45000 });
      const back = await editVacancy(client, draftId, filled);
      expect({ percentage: back.successFeePercentage, fixed: back.successFeeFixedAmount }).toEqual({ percentage: 20, fixed: null });
    });

    it('refuses invalid values with field errors under the form’s field names', async () => {
      const invalid = { ...filled, title: '', positionCount: 0 } as VacancyCreatePayload;
      const refusal = await refusalOf(createVacancy(client, invalid));
      expect([400, 422]).toContain(refusal.status);
      expect(Object.keys(refusal.errors).sort()).toEqual(['positionCount', 'title']);
      const upsideDown = await refusalOf(editVacancy(client, draftId, { salaryMin: 300000, salaryMax: 200000 }));
      expect([400, 422]).toContain(upsideDown.status);
      expect(Object.keys(upsideDown.errors)).toEqual(['salaryMax']);
    });

    it('publishes the draft with the publish dialog’s payload after the terms of the user’s language', async () => {
      const terms = await getTermsDocument(client, { locale: 'de' });
      expect(terms.locale).toBe('de');
      expect(terms.url).toMatch(/\.pdf$/);
      const published = await publishVacancy(client, draftId, publishVacancyFixtures.filled);
      expect(published.status.code).toBe('active');
      // A second publication is refused with the server's message (the dialog shows it).
      const again = await refusalOf(publishVacancy(client, draftId, publishVacancyFixtures.filled));
      expect(again.status).toBe(409);
      expect((again.serverMessage ?? '').trim()).not.toBe('');
    });

    it('refuses to edit a closed vacancy (001 §4.1: own jobs only in draft, active or on hold)', async () => {
      const closed = await listVacancies(client, { statuses: ['closed'], pageSize: 1 });
      const employerDe = await server().signIn({ username: 'employer.de@mandate.demo', password: 'Employer-2026' });
      const theirs = closed.items[0] ?? (await listVacancies(employerDe, { statuses: ['closed'], pageSize: 1 })).items[0];
      expect(theirs, 'the demo data holds a closed vacancy').toBeDefined();
      const owner = closed.items[0] ? client : employerDe;
      const refusal = await refusalOf(editVacancy(owner, theirs!.id, { title: 'Renamed' }));
      expect([403, 409]).toContain(refusal.status);
      expect((refusal.serverMessage ?? '').trim()).not.toBe('');
    });

    it('deletes another draft', async () => {
      const other = await createVacancy(client, { title: 'Draft to delete' });
      const deleted = await deleteDraftVacancy(client, other.id);
      expect(deleted.status.code).toBe('deleted-draft');
      const again = await refusalOf(deleteDraftVacancy(client, other.id));
      expect([404, 409]).toContain(again.status);
    });
  });
});
