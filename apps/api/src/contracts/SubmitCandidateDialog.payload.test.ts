/**
 * SubmitCandidateDialog payload, on PGlite and on PostgreSQL. The dialog's candidate picker loads the
 * user's own active candidates (`POST /candidate/list`, as the app's loader asks: apps/web
 * application.atoms.ts); its payload says how to go on (apps/web ApplicationCreate.tsx): `edit` an
 * existing candidate (the Filled story) → the submission page, which sends `POST /application/create`
 * with the candidate and the ticked consent; `copy` → `POST /candidate/{id}/clone`; `create` → the
 * candidate form. The fixtures' candidate ids are the stories': the case sends the Filled payload with
 * the id of a candidate the consultant made now, found through the loader, in place of Lena Vogel's.
 */
import { ApiError, cloneCandidate, createApplication, listCandidates, matchApplication, type ApiClient } from '@mandate/api-client';
import type { Id, SubmitCandidatePayload } from '@mandate/domain';
import { submitCandidateFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld } from './harness/world';

const { filled, candidates } = submitCandidateFixtures;

/** The loader's call, as the app makes it for the dialog's picker. */
const loadCandidates = (client: ApiClient, search: string | null) =>
  listCandidates(client, { search, status: ['active'], page: 0, pageSize: 10 });

/** The application the submission page sends for the dialog's payload. */
const submit = (client: ApiClient, jobId: Id, payload: SubmitCandidatePayload) =>
  createApplication(client, { jobId, candidateId: payload.candidateId!, consent: payload.consent, comment: null, attachments: [] });

describe('SubmitCandidateDialog payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);
    /** The vacancy the consultant submits to and the Filled payload with their candidate, once accepted. */
    let accepted: { jobId: Id; payload: SubmitCandidatePayload } | undefined;

    it('SubmitCandidateDialog: the server answers the picker’s loader with the fields of the dialog’s rows', async () => {
      const consultant = await world.client('consultant4');
      const candidate = await world.freshCandidate('consultant4');
      // The picker's search matches the start of a first name, last name or e-mail address.
      const page = await loadCandidates(consultant, candidate.email);
      const row = page.items.find((item) => item.id === candidate.id);
      expect(row, `the loader finds ${candidate.fullName} by ${candidate.email}`).toBeDefined();
      // Every field a row of the dialog shows, as the stories give it.
      const shown = Object.keys(candidates[0]);
      expect(shown.filter((field) => !(field in row!))).toEqual([]);
      expect(row!.country).toMatchObject({ code: expect.any(String) as string, label: expect.any(String) as string });
    });

    it('SubmitCandidateDialog: the server answers 2xx to the Filled payload (the chosen candidate submitted with the consent)', async () => {
      const consultant = await world.client('consultant4');
      const jobId = await world.acceptedVacancy('consultant4');
      const candidate = await world.freshCandidate('consultant4');
      const [found] = (await loadCandidates(consultant, candidate.email)).items;
      expect(found?.id).toBe(candidate.id);
      const payload = { ...filled, candidateId: found!.id };
      // The submission page first asks whether the candidate is on the vacancy already, or owned elsewhere.
      expect(await matchApplication(consultant, { jobId, candidate: payload.candidateId })).toEqual({ application: null, ownedBy: null });
      const application = await submit(consultant, jobId, payload);
      expect(application.status.code).toBe('proposed');
      expect(application.candidate.id).toBe(candidate.id);
      await server().claim('application', application.id);
      accepted = { jobId, payload };
    });

    it('SubmitCandidateDialog: the server refuses the payload sent again with 409 and a message', async () => {
      expect(accepted, 'the Filled payload must have been accepted first (test above)').toBeDefined();
      const refusal = await submit(await world.client('consultant4'), accepted!.jobId, accepted!.payload).then(
        () => 'accepted again',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      expect({ status: (refusal as ApiError).status, message: ((refusal as ApiError).serverMessage ?? '').trim() !== '' }).toEqual({
        status: 409,
        message: true,
      });
    });

    it('SubmitCandidateDialog: the server refuses the submission without the consent (a field error on consent)', async () => {
      const consultant = await world.client('consultant4');
      const jobId = await world.acceptedVacancy('consultant4');
      const candidate = await world.freshCandidate('consultant4');
      const refusal = await submit(consultant, jobId, { ...filled, candidateId: candidate.id, consent: false }).then(
        () => 'accepted without consent',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, errors } = refusal as ApiError;
      expect([400, 422]).toContain(status);
      expect(errors.consent?.trim()).toBeTruthy();
    });

    it('SubmitCandidateDialog: the server answers 2xx to the copy payload (a copy of the chosen candidate)', async () => {
      const consultant = await world.client('consultant4');
      const candidate = await world.freshCandidate('consultant4');
      const copy = await cloneCandidate(consultant, candidate.id);
      expect(copy.id).not.toBe(candidate.id);
      expect(copy.fullName).toBe(candidate.fullName);
    });
  });
});
