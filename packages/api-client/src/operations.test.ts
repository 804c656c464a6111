/// <reference types="node" />
/**
 * The operations against the real server (apps/api in a child process, see `apiServer.ts`; started
 * and signed in to through `testing.ts`):
 *
 * 1. Route coverage, read from the server's own OpenAPI description (which apps/api's tests keep
 *    complete): every route has exactly one operation here or a reason in {@link withoutOperation},
 *    and every operation's route exists on the server. A route added to the server without an
 *    operation, an operation whose route went away, or a stale allow-list entry fails this test.
 * 2. A journey over HTTP through a representative sample of the operations, with no fetch mocks:
 *    vacancy, invitation, files, candidate, application, feedback, interview, offer, hire, placement,
 *    candidate list, PSL, templates, ownership, exports, reference lists and organisations.
 */
import { addDays, localDateIn, type Id } from '@mandate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from './index';
import { createApiClient, type ApiClient } from './client';
import { isOperation } from './operation';
import { signedInClient, apiServerForThisFile } from './testing';
import type { UploadProgress } from './transport';

/**
 * Server routes that intentionally have no operation, each with the reason. Keys are
 * `METHOD /path` under `/api`, as the OpenAPI description writes them.
 */
const withoutOperation: Readonly<Record<string, string>> = {
  // The description itself: for people and tools (Swagger UI, code generators), not for the app.
  'GET /openapi.json': 'the OpenAPI description',
  // The transport refreshes tokens itself (createApiClient: one shared refresh on 401, `refreshPath`);
  // an operation would be a second way in that bypasses the shared refresh.
  'POST /authentication/refresh': 'called by the transport',
  // Test-only routes of the web app's end-to-end tests (MANDATE_TEST_ROUTES=1, never in production):
  // any status on demand, armed faults on real routes, and the mail outbox of an address.
  'GET /testing/status/{status}': 'test-only',
  'POST /testing/status/{status}': 'test-only',
  'PUT /testing/status/{status}': 'test-only',
  'PATCH /testing/status/{status}': 'test-only',
  'DELETE /testing/status/{status}': 'test-only',
  'POST /testing/faults': 'test-only',
  'DELETE /testing/faults': 'test-only',
  'GET /testing/outbox': 'test-only',
  'GET /live/events': 'an event stream that stays open, read with `api.stream()` (decision 0029), not a request/answer operation',
};

/** The operations the package exports, by name. */
const operations = Object.entries(api).flatMap(([name, value]) => (isOperation(value) ? [{ name, route: value.route }] : []));
const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

const server = apiServerForThisFile();

describe('route coverage', () => {
  let serverRoutes: string[];
  beforeAll(async () => {
    const response = await fetch(`${server().origin}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    serverRoutes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '')}`),
    );
  });

  it('reads a route table of the expected size (the description is complete)', () => {
    expect(serverRoutes.length).toBeGreaterThan(150);
    expect(serverRoutes).toContain('POST /job/create');
    expect(serverRoutes).toContain('HEAD /authentication/check');
  });

  it('has an operation for every server route, except the commented allow-list', () => {
    const covered = new Set(operations.map((op) => routeKey(op.route)));
    const missing = serverRoutes.filter((route) => !covered.has(route) && !(route in withoutOperation));
    expect(missing, 'server routes without an operation (add one, or an allow-list entry with its reason)').toEqual([]);
  });

  it('has no operation for a route the server does not have', () => {
    const known = new Set(serverRoutes);
    const stale = operations.filter((op) => !known.has(routeKey(op.route))).map((op) => `${op.name}: ${routeKey(op.route)}`);
    expect(stale, 'operations whose route the server lacks').toEqual([]);
  });

  it('has exactly one operation per route', () => {
    const byRoute = new Map<string, string[]>();
    for (const op of operations) byRoute.set(routeKey(op.route), [...(byRoute.get(routeKey(op.route)) ?? []), op.name]);
    const shared = [...byRoute].filter(([, names]) => names.length > 1).map(([route, names]) => `${route}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps the allow-list current: each entry is a server route that has no operation', () => {
    const known = new Set(serverRoutes);
    const covered = new Set(operations.map((op) => routeKey(op.route)));
    const stale = Object.keys(withoutOperation).filter((route) => !known.has(route) || covered.has(route));
    expect(stale, 'allow-list entries to remove').toEqual([]);
  });
});

describe('operations over HTTP', () => {
  /** A day relative to today in the clients' time zone (the offer date may not be later than today). */
  const day = (offset: number) => addDays(localDateIn(new Date(), 'Europe/Zurich'), offset);
  const unique = Date.now().toString(36);
  let employer: ApiClient;
  let consultant: ApiClient;
  let consultantId: Id;
  let companyId: Id;

  beforeAll(async () => {
    // Each with its own session (Europe/Zurich, English, uploads through NodeXhr).
    employer = await signedInClient(server().origin, { username: 'employer@mandate.demo', password: 'Employer-2026' });
    consultant = await signedInClient(server().origin, { username: 'consultant1@mandate.demo', password: 'Consultant-2026' });
    consultantId = (await api.getCurrentUser(consultant)).id;
    companyId = (await api.getCurrentUser(employer)).organization!.id;
  });

  it('reads reference lists and the organisation', async () => {
    const anonymous = createApiClient({ baseUrl: `${server().origin}/api` });
    expect((await api.listDataLists(anonymous)).map((list) => list.code)).toContain('countries');
    const countries = await api.getDataList(anonymous, 'countries');
    expect(countries.find((entry) => entry.code === 'CH')?.label).toBe('Switzerland');
    await expect(api.getDataList(anonymous, 'no-such-list')).rejects.toMatchObject({ kind: 'not-found', status: 404 });

    const organization = await api.viewOrganization(employer, companyId, ['calculatedFields']);
    expect(organization).toMatchObject({ id: companyId, type: 'company', name: 'Helvetia Pharma AG' });
    expect(organization.calculatedFields?.countActiveUsers).toBeGreaterThan(0);
    const options = await api.autocompleteOrganizations(employer, { search: 'Helvetia' });
    expect(options.items.map((o) => o.id)).toContain(companyId);
    const statuses = await api.listMembershipStatuses(employer);
    expect(statuses.map((s) => s.code)).toEqual(['active', 'revoked']);
  });

  it('runs a vacancy from draft to placement through the typed operations', async () => {
    // Employer: create, publish, find it in the list, invite the consultant.
    const title = `Head of Quality ${unique}`;
    const draft = await api.createVacancy(employer, {
      title,
      countryCode: 'ch',
      city: 'Basel',
      sectors: ['pharma'],
      successFeePercentage: 20,
      positionCount: 1,
    });
    expect(draft).toMatchObject({ title, status: { code: 'draft' }, countryCode: 'CH' });
    const job = await api.publishVacancy(employer, draft.id, {
      comment: null,
      terms: { accepted: true, locale: 'en', revision: '2018-05-25' },
    });
    expect(job.status.code).toBe('active');
    expect((await api.getVacancy(employer, job.id)).actions).toContain('invite');
    expect((await api.getVacancyMenu(employer, job.id)).job).toContain('hold');
    const listed = await api.listVacancies(employer, { search: title, statuses: ['active'] });
    expect(listed.items.map((item) => item.id)).toEqual([job.id]);
    expect(listed.total).toBe(1);

    const template = await api.getInvitationTemplate(employer, 'invite', { language: 'en', jobId: job.id });
    expect(template.kind).toBe('invite');
    const rendered = await api.renderInvitationTemplate(employer, 'invite', {
      jobId: job.id,
      recipient: consultantId,
      comment: '<p>Please have a look</p>',
      language: 'en',
    });
    expect(rendered.html).toContain(title);

    const invited = await api.inviteJobRecruiters(employer, job.id, {
      recruiters: [consultantId],
      comment: '<p>Join us</p>',
      language: 'en',
    });
    expect(invited.items.map((item) => item.status.code)).toEqual(['invited']);

    // Consultant: accept, upload a CV with progress, create the candidate, submit.
    const accepted = await api.acceptInvitation(consultant, job.id, { comment: '<p>Gladly</p>' });
    expect(accepted).toMatchObject({ status: { code: 'accepted' }, recruiter: { id: consultantId } });
    const relations = await api.listJobRecruiters(employer, { jobId: job.id });
    expect(relations.items.map((r) => r.id)).toEqual([accepted.id]);

    const pdf = new Uint8Array(100_000).fill(0x20);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const progress: UploadProgress[] = [];
    const cv = await api.uploadFile(consultant, new Blob([pdf], { type: 'application/pdf' }), {
      type: 'candidate-document',
      fileName: 'cv.pdf',
      title: 'CV',
      onProgress: (event) => progress.push(event),
    });
    expect(cv).toMatchObject({ title: 'CV', size: pdf.length });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)?.fraction).toBe(1);
    const downloaded = await api.downloadFile(consultant, cv.id);
    expect(new Uint8Array(await downloaded.blob.arrayBuffer())).toEqual(pdf);

    const candidate = await api.createCandidate(consultant, {
      firstName: 'Lena',
      lastName: `Keller ${unique}`,
      email: `lena.keller.${unique}@example.ch`,
      phone: null,
      dateOfBirth: null,
      address: null,
      city: 'Bern',
      zipCode: null,
      countryCode: 'CH',
      employed: true,
      position: 'QA Lead',
      comment: null,
      attachments: [cv.id],
      consent: { document: 'candidate-privacy-notice', locale: 'en', fileId: null },
    });
    expect(candidate).toMatchObject({
      fullName: `Lena Keller ${unique}`,
      attachments: [cv.id],
      consent: { document: 'candidate-privacy-notice' },
    });
    expect(await api.matchApplication(consultant, { jobId: job.id, candidate: candidate.id })).toEqual({
      application: null,
      ownedBy: null,
    });
    const submitted = await api.createApplication(consultant, {
      jobId: job.id,
      candidateId: candidate.id,
      consent: true,
      comment: 'Strong fit',
      attachments: [],
    });
    expect(submitted.status.code).toBe('proposed');
    const twice = await api
      .createApplication(consultant, { jobId: job.id, candidateId: candidate.id, consent: true, comment: null, attachments: [] })
      .catch((error: unknown) => error);
    expect(api.isApiError(twice) && twice.kind).toBe('conflict');

    // An upload belongs to one record (and those that share it): the list gets a file of its own.
    const longlist = await api.uploadFile(consultant, new Blob([pdf], { type: 'application/pdf' }), {
      type: 'attachment',
      fileName: 'longlist.pdf',
      title: 'Long list',
    });
    const list = await api.createCandidateList(consultant, {
      title: 'Long list',
      comment: null,
      attachments: [longlist.id],
      jobId: job.id,
    });
    expect(list.status.code).toBe('submitted');

    // Employer: list, feedback, interview, offer, hire.
    const applications = await api.listApplications(employer, { jobId: job.id });
    expect(applications.items.map((a) => a.id)).toEqual([submitted.id]);
    const feedback = await api.createFeedback(employer, submitted.id, { feedback: 'Convincing profile', assessmentLevel: null });
    const edited = await api.editFeedback(employer, submitted.id, feedback.id, { feedback: 'Very convincing', assessmentLevel: null });
    expect(edited.feedback).toBe('Very convincing');
    const interview = await api.createInterview(employer, submitted.id, {
      date: `${day(7)}T09:00:00Z`,
      durationMinutes: 45,
      location: 'Basel',
      comment: null,
    });
    expect((await api.listInterviews(employer, { applicationId: submitted.id })).items.map((i) => i.id)).toEqual([interview.id]);
    expect((await api.offerApplication(employer, submitted.id, { comment: 'Offer sent by mail', creationDate: null })).status.code).toBe(
      'offer-made',
    );
    const hired = await api.hireApplication(employer, submitted.id, {
      totalPackage: 150_000,
      offerDate: day(-10),
      signatureDate: day(-7),
      startDate: day(40),
      approvalNumber: 'QA-1',
      approvalNote: null,
      ratings: [{ user: { id: consultantId }, rating: 4.5 }],
    });
    expect(hired.status.code).toBe('recruited');
    expect(hired.placement).toMatchObject({ totalPackage: 150_000, recruitmentFee: 30_000, feePercentage: 20 });
    expect((await api.viewPlacement(employer, hired.placement!.id)).applicationId).toBe(submitted.id);

    // The application's PDF pages (000 §2) as one PDF or a zip of one PDF per part; the candidate's and the vacancy's PDFs.
    const head = async (result: api.DownloadResult) => new TextDecoder().decode((await result.blob.arrayBuffer()).slice(0, 5));
    const merged = await api.downloadApplicationPdf(employer, submitted.id, { pages: ['cover-page', 'info'], separately: false });
    expect(merged.fileName).toMatch(new RegExp(`^Application Lena Keller ${unique} - .*\\.pdf$`));
    expect(await head(merged)).toBe('%PDF-');
    const zipped = await api.downloadApplicationPdf(employer, submitted.id);
    expect(zipped.fileName).toMatch(/\.zip$/);
    expect((await head(zipped)).slice(0, 4)).toBe('PK\u0003\u0004');
    expect(await head(await api.downloadCandidatePdf(consultant, candidate.id, { applicationId: submitted.id }))).toBe('%PDF-');
    expect(await head(await api.downloadVacancyPdf(employer, job.id))).toBe('%PDF-');

    // The audit trail and the vacancy's history; the only position is filled, so the vacancy closed.
    const logs = await api.getApplicationLogs(employer, submitted.id);
    expect(logs.items.map((entry) => `${entry.action}:${entry.status.code}`)).toEqual([
      'create:proposed',
      'interview:interview',
      'offer:offer-made',
      'hire:recruited',
    ]);
    expect(logs.items.every((entry) => entry.actor !== null)).toBe(true);
    expect((await api.getVacancy(employer, job.id)).status.code).toBe('closed');
    const history = await api.getVacancyHistory(employer, job.id);
    expect(history.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'pay-for-publication', 'invite', 'accept-invitation']),
    );
    expect((await api.listApplicationDuplicates(employer, job.id)).items).toEqual([]);

    // The employer completes the candidate list; the export has the vacancy's row.
    const completed = await api.completeCandidateList(employer, list.id, { milestone: 'long-list-delivery' });
    expect(completed.status.code).toBe('completed');
    const exported = await api.exportVacancies(employer, { search: title });
    expect(exported.fileName).toBe('vacancies.xlsx');
    expect(exported.blob.size).toBeGreaterThan(0);
  });

  it('keeps a preferred-supplier list and reads the ownership settings', async () => {
    const entry = await api.createPreferredSupplier(employer, companyId, { recruiterId: consultantId, comment: 'Reliable' });
    expect(entry).toMatchObject({ company: { id: companyId }, recruiter: { id: consultantId }, status: { code: 'active' } });
    expect((await api.listPreferredSuppliers(employer, { status: 'active' })).items.map((e) => e.id)).toContain(entry.id);
    expect((await api.revokePreferredSupplier(employer, entry.id)).status.code).toBe('revoked');
    await expect(api.revokePreferredSupplier(employer, entry.id)).rejects.toMatchObject({ kind: 'conflict' });

    expect(await api.getOwnershipSettings(employer)).toMatchObject({ organizationId: companyId, defaultMonths: 12 });
  });

  it('sends what a consultant may not do to the caller as a typed error', async () => {
    const refused = await api.createVacancy(consultant, { title: 'Not mine to create' }).catch((error: unknown) => error);
    expect(api.isApiError(refused) && { status: refused.status, kind: refused.kind }).toEqual({ status: 403, kind: 'forbidden' });
    const invalid = await api.createVacancy(employer, { title: '' }).catch((error: unknown) => error);
    expect(api.isApiError(invalid) && invalid.errors).toHaveProperty('title');
  });
});
