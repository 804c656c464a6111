/**
 * The vacancy page's applications tab ↔ server contract: the calls `applications.atoms.ts` makes,
 * through the real API client, against the real server (apps/api in a child process, demo data; once on PGlite,
 * once on PostgreSQL, each a server of this file's own: the cases rely on DEMO-002's applications as
 * seeded, which the dialogs' contracts on the shared servers change). The tab lists a vacancy's applications with `POST /application/list` and its
 * `jobId` filter, opens one with `GET /application/{id}/view` (the actions the domain machine allows
 * this viewer), hires, edits and reverts the placement (the PDF download of the DownloadAttachmentsDialog:
 * DownloadAttachmentsDialog.payload.test.ts). Demo data: on DEMO-002
 * ("Senior Process Engineer", 20 %, two positions) Tobias Keller (consultant4) submitted Mia
 * Schneider (HR review), Felix Braun (backed up) and Jonas Roth (line-manager review).
 */
import {
  editPlacement,
  getVacancy,
  hireApplication,
  isApiError,
  listApplications,
  listVacancies,
  revertPlacement,
  viewApplication,
  type ApiClient,
} from '@mandate/api-client';
import { localDateIn } from '@mandate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';

const logins = {
  employer: { username: 'employer@mandate.demo', password: 'Employer-2026' },
  otherEmployer: { username: 'employer.de@mandate.demo', password: 'Employer-2026' },
  supplier: { username: 'consultant4@mandate.demo', password: 'Consultant-2026' },
  otherConsultant: { username: 'consultant1@mandate.demo', password: 'Consultant-2026' },
  admin: { username: 'content.admin@mandate.demo', password: 'Admin-2026' },
};

/** The list call exactly as the tab makes it. */
const pipeline = (client: ApiClient, jobId: number) =>
  listApplications(client, { jobId, pageSize: 200, sortBy: 'updateDate', sortOrder: 'DESC' });

/** The refusal's status, or 'ok'. */
async function statusOf(call: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}

describe('the applications tab: its calls against the real server', () => {
  onEachDatabase(
    (server) => {
      let employer: ApiClient;
      let jobId: number;
      const ids: Record<string, number> = {};

      beforeAll(async () => {
        employer = await server().signIn(logins.employer);
        const vacancies = await listVacancies(employer, { statuses: ['active'], pageSize: 50 });
        jobId = vacancies.items.find((item) => item.title === 'Senior Process Engineer')!.id;
        for (const item of (await pipeline(employer, jobId)).items) ids[item.candidate.fullName] = item.id;
      });

      it('lists the vacancy’s applications to its employer and to the consultant who submitted them, to nobody else', async () => {
        const mine = await pipeline(employer, jobId);
        expect(mine.items.map((item) => [item.candidate.fullName, item.status.code]).sort()).toEqual([
          ['Felix Braun', 'backed-up'],
          ['Jonas Roth', 'line-manager-review'],
          ['Mia Schneider', 'in-review'],
        ]);
        expect(mine.total).toBe(3);
        // Every item is of this vacancy and names the consultant who submitted it.
        expect(new Set(mine.items.map((item) => item.job.id))).toEqual(new Set([jobId]));
        expect(new Set(mine.items.map((item) => item.recruiter.fullName))).toEqual(new Set(['Tobias Keller']));
        const supplier = await server().signIn(logins.supplier);
        expect((await pipeline(supplier, jobId)).total).toBe(3);
        // A consultant who submitted nobody, and another company's employer, see an empty pipeline.
        for (const login of [logins.otherConsultant, logins.otherEmployer]) {
          const stranger = await server().signIn(login);
          expect(await pipeline(stranger, jobId)).toMatchObject({ items: [], total: 0 });
        }
      });

      it('opens an application with the actions the domain machine allows this viewer', async () => {
        const jonas = await viewApplication(employer, ids['Jonas Roth']!);
        expect(jonas.status.code).toBe('line-manager-review');
        expect([...jonas.actions].sort()).toEqual(['backup', 'hire', 'interview', 'offer', 'reject', 'review']);
        expect(jonas.logs.map((log) => log.status.code)).toEqual(['proposed', 'line-manager-review']);
        const supplier = await server().signIn(logins.supplier);
        expect((await viewApplication(supplier, ids['Jonas Roth']!)).actions).toEqual(['withdraw']);
        // Another company's employer may not open it: 404, as the tab shows it inline.
        const stranger = await server().signIn(logins.otherEmployer);
        expect(await statusOf(viewApplication(stranger, ids['Jonas Roth']!))).toBe(404);
      });

      it('hires with the fee from domain; the placement is on the application and the vacancy; edit by the employer, revert by an admin', async () => {
        const before = await getVacancy(employer, jobId);
        const today = localDateIn(new Date());
        const hired = await hireApplication(employer, ids['Jonas Roth']!, {
          totalPackage: 130000,
          recruitmentFee: 26000,
          offerDate: today,
          startDate: localDateIn('2027-01-01T12:00:00Z'),
          signatureDate: today,
          approvalNumber: 'PO-2026-0042',
          approvalNote: null,
          ratings: [],
        });
        expect(hired.status.code).toBe('recruited');
        expect(hired.placement).toMatchObject({ totalPackage: 130000, recruitmentFee: Math.floor((130000 * 20) / 100), feePercentage: 20 });
        expect((await getVacancy(employer, jobId)).placementCount).toBe(before.placementCount + 1);
        // The employer has no revert: the tab offers only the edit.
        expect(hired.actions).not.toContain('revert-placement');
        const placementId = hired.placement!.id;
        expect(await statusOf(revertPlacement(employer, placementId))).toBe(403);
        const edited = await editPlacement(employer, placementId, {
          jobId,
          totalPackage: 140000,
          recruitmentFee: null,
          feePercentage: 20,
          offerDate: today,
          startDate: localDateIn('2027-01-01T12:00:00Z'),
          signatureDate: today,
          revenueSplit: null,
          approvalNumber: 'PO-2026-0042',
          approvalNote: null,
          isGuaranteeCase: false,
        });
        expect(edited.recruitmentFee).toBe(28000);
        const admin = await server().signIn(logins.admin);
        expect((await viewApplication(admin, ids['Jonas Roth']!)).actions).toContain('revert-placement');
        const reverted = await revertPlacement(admin, placementId);
        // Back to the status it was hired from.
        expect(reverted.status.code).toBe('line-manager-review');
        expect(reverted.placement).toBeNull();
        expect((await getVacancy(employer, jobId)).placementCount).toBe(before.placementCount);
      });
    },
    { ownScope: 'vacancyApplications' },
  );
});
