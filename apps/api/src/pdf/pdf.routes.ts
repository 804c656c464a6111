/**
 * PDFs opened with the token (001 §7.2, §7.5): `GET /application/{id}/pdf` with the pages of the
 * attachment download dialog (000 §2) as one PDF or a zip of one PDF per part, `GET /candidate/{id}/pdf`
 * (optional `application_id`) and `GET /job/{id}/pdf`. The token comes in the `Token` header or, for
 * links the browser opens, a `token` query parameter; the language from the `Locale` header or a
 * `locale` parameter. Only users who may see the record get it (403), by the view rules of
 * applications, candidates and vacancies.
 */
import { applicationPdfSchema, locales, safeString, type ApplicationPdfPage } from '@mandate/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { candidateView, canViewCandidate, loadCandidate } from '../applications/candidates';
import { requireUser, type Viewer } from '../auth/context';
import { sessionOfAccessToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { contentDisposition } from '../files/routes';
import type { FileStorage } from '../files/storage';
import { unauthorized } from '../http/errors';
import { requestLocale, t, type Locale } from '../http/i18n';
import { parse } from '../http/validation';
import { pdfText } from './pdf.messages';
import { loadApplicationPdfRow, organizationLogoId } from './pdf.queries';
import { buildParts, logoBytes, partsAsPdf, partsAsZip, vacancyPdf, type PdfContext } from './pdf.service';
import { safeFileName } from './pdfDocument';
import { authorize, idParam, missing, doc } from '../http/route';
import { numOrNull } from '../db/values';
import { canViewJob, jobView, loadJob } from '../jobs/common';
import { loadSessionUser } from '../auth/currentUser';
import { applicationDocumentsVisibility } from '../applications/application.service';

/** The parameters every PDF link takes. */
const linkQuerySchema = v.object({
  token: v.optional(v.pipe(safeString('domain.error.type'), v.maxLength(200, 'domain.error.max-length'))),
  locale: v.optional(v.picklist(locales, 'domain.error.option')),
});
const candidatePdfQuerySchema = v.object({ application_id: v.optional(idParam.entries.id) });

/** The candidate PDF's parts: the application PDF's without the cover page. */
const CANDIDATE_PAGES: readonly ApplicationPdfPage[] = ['info', 'attachments', 'mandatory-documents', 'data-protection'];

const LINK_DESCRIPTION =
  'The access token comes in the `Token` header or, for links the browser opens, a `token` query parameter; the language from ' +
  'the `Locale` header or a `locale` parameter (`en`, `de`). A4, fonts embedded. An uploaded file that is not a readable PDF is ' +
  'left out with a line saying so. 403 for users who may not see the record.';

/** The signed-in user from the `Token` header, or from the `token` query parameter of a link the browser opens. */
async function linkUser(db: Database, request: FastifyRequest, token: string | undefined, locale: Locale): Promise<Viewer> {
  if (request.user) return requireUser(request);
  const session = token ? await sessionOfAccessToken(db, token) : null;
  const user = session ? await loadSessionUser(db, session.userId) : null;
  if (!session || !user || user.status === 'blocked' || user.status === 'deleted') throw unauthorized(t(locale, 'not-authenticated'));
  return Object.assign(user, { session });
}

/** The query of `/application/{id}/pdf` as the domain schema reads it: `pages[]` (or `pages`, comma-separated) and `separately`. */
function applicationPdfInput(query: unknown): Record<string, unknown> {
  const q = (query ?? {}) as Record<string, unknown>;
  const raw = [q['pages[]'], q['pages']].flat().filter((value) => value !== undefined);
  const pages = raw.length ? raw.flatMap((value) => (typeof value === 'string' ? value.split(',') : [value])) : undefined;
  const flag = q['separately'];
  const separately = flag === 'true' || flag === '1' ? true : flag === 'false' || flag === '0' ? false : flag;
  return { pages, separately };
}

function send(reply: FastifyReply, bytes: Uint8Array, name: string, kind: 'pdf' | 'zip') {
  return reply
    .header('content-type', kind === 'pdf' ? 'application/pdf' : 'application/zip')
    .header('content-disposition', contentDisposition(kind === 'pdf' ? 'inline' : 'attachment', safeFileName(name, kind)))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

export interface PdfRouteOptions {
  db: Database;
  storage: FileStorage;
}

export async function pdfRoutes(app: FastifyInstance, { db, storage }: PdfRouteOptions) {
  /** The user, the language and the reading context of a PDF request. */
  const open = async (request: FastifyRequest) => {
    const query = parse(request, linkQuerySchema, request.query ?? {});
    const locale = query.locale ?? requestLocale(request);
    const user = await linkUser(db, request, query.token, locale);
    const ctx: PdfContext = { db, storage, locale };
    return { user, locale, ctx };
  };

  app.get(
    '/application/:id/pdf',
    doc(
      'Applications',
      'The application as a PDF: the chosen pages (pages[]: cover-page, info, attachments, mandatory-documents, data-protection; in that order), or with separately=true a zip of one PDF per part',
      undefined,
      `${LINK_DESCRIPTION} Defaults: attachments, mandatory documents and data protection, separately.`,
    ),
    async (request, reply) => {
      const { user, locale, ctx } = await open(request);
      const { id } = parse(request, idParam, request.params);
      const options = parse(request, applicationPdfSchema, applicationPdfInput(request.query));
      const visible = await applicationDocumentsVisibility(db, user, id);
      if (visible === null) throw missing(request);
      authorize(request, visible);
      const application = (await loadApplicationPdfRow(db, id))!;
      const candidate = candidateView((await loadCandidate(db, Number(application.candidate_id)))!);
      const logo = await logoBytes(ctx, numOrNull(application.agency_logo_file_id));
      const parts = await buildParts(ctx, { candidate, application, logo }, options.pages);
      const title = `${pdfText(locale, 'application-title')} ${candidate.fullName} - ${application.job_title}`;
      return options.separately
        ? send(reply, await partsAsZip(parts, title), title, 'zip')
        : send(reply, await partsAsPdf(parts, title), title, 'pdf');
    },
  );

  app.get(
    '/candidate/:id/pdf',
    doc(
      'Candidates',
      'The candidate as a PDF: profile, attachments, mandatory documents, data protection; with application_id, the application’s vacancy and attachments too',
      undefined,
      LINK_DESCRIPTION,
    ),
    async (request, reply) => {
      const { user, locale, ctx } = await open(request);
      const { id } = parse(request, idParam, request.params);
      const query = parse(request, candidatePdfQuerySchema, request.query ?? {});
      const row = await loadCandidate(db, id);
      if (!row) throw missing(request);
      let application = null;
      let allowed = await canViewCandidate(db, user, row);
      if (query.application_id !== undefined) {
        const visible = await applicationDocumentsVisibility(db, user, query.application_id);
        application = visible === null ? null : await loadApplicationPdfRow(db, query.application_id);
        if (!application || Number(application.candidate_id) !== id) throw missing(request);
        allowed ||= visible === true;
      }
      authorize(request, allowed);
      const candidate = candidateView(row);
      const logoId = application
        ? numOrNull(application.agency_logo_file_id)
        : await organizationLogoId(db, candidate.organization?.id ?? null);
      const parts = await buildParts(ctx, { candidate, application, logo: await logoBytes(ctx, logoId) }, CANDIDATE_PAGES);
      const title = `${pdfText(locale, 'candidate-title')} ${candidate.fullName}`;
      return send(reply, await partsAsPdf(parts, title), title, 'pdf');
    },
  );

  app.get(
    '/job/:id/pdf',
    doc('Vacancies', 'The vacancy as a PDF: its facts as the user may see them, description and requirements', undefined, LINK_DESCRIPTION),
    async (request, reply) => {
      const { user, locale, ctx } = await open(request);
      const { id } = parse(request, idParam, request.params);
      const row = await loadJob(db, id, user.id);
      if (!row) throw missing(request);
      authorize(request, canViewJob(user, row));
      const logo = await logoBytes(ctx, await organizationLogoId(db, numOrNull(row.organization_id)));
      const job = jobView(row, user);
      return send(reply, await vacancyPdf(ctx, job, logo), `${pdfText(locale, 'vacancy-title')} ${job.title}`, 'pdf');
    },
  );
}
