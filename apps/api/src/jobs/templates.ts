import {
  invitationTemplateKinds,
  isAdmin,
  locales,
  renderTemplateSchema,
  templateEditSchema,
  type InferOutput,
  type invitationTemplateResponse,
  type Locale,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { t } from '../http/i18n';
import { sanitizeRichText } from '../http/richText';
import { parse } from '../http/validation';
import { stripTags } from './mail';
import { authorize, fieldError, missing, doc } from '../http/route';
import { num } from '../db/values';
import { isEmployerSide, visibleJob, type Queryable } from './common';
import { type JobRow } from './job.queries';
import { userName } from './recruiter.queries';
import { templateRow, updatePlatformTemplate, type Kind, type TemplateRow } from './template.queries';

const TAG = 'Invitation templates';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The template of a kind and language: the company's own when it has one, else the platform's. */
export async function loadTemplate(db: Queryable, kind: Kind, language: Locale, organizationId: number | null): Promise<TemplateRow> {
  return (await templateRow(db, kind, language, organizationId))!;
}

/**
 * A template filled with the vacancy, the recipient and the comment: subject, HTML and text. The body
 * and the comment go through the server's one rich-text sanitiser again (rows written before it, or
 * straight into the table, are not trusted).
 */
export async function renderTemplate(
  db: Queryable,
  kind: Kind,
  language: Locale,
  job: Pick<JobRow, 'title' | 'organization_id'>,
  recipient: string,
  comment: string | null | undefined,
  given?: { subject: string; body: string } | null,
) {
  const template = given ?? (await loadTemplate(db, kind, language, job.organization_id === null ? null : num(job.organization_id)));
  const fill = (text: string, html: boolean) =>
    text
      .replace(/\{\{job\}\}/g, html ? escapeHtml(job.title) : job.title)
      .replace(/\{\{recipient\}\}/g, html ? escapeHtml(recipient) : recipient)
      .replace(/\{\{comment\}\}/g, comment ? (html ? sanitizeRichText(comment) : stripTags(comment)) : '');
  const html = fill(sanitizeRichText(template.body), true);
  return { subject: fill(template.subject, false), html, text: stripTags(html) };
}

const kindParams = v.object({ kind: v.picklist(invitationTemplateKinds, 'domain.error.option') });
const editParams = v.object({
  kind: v.picklist(invitationTemplateKinds, 'domain.error.option'),
  language: v.picklist(locales, 'domain.error.option'),
});
const templateQuery = v.object({
  language: v.optional(v.picklist(locales, 'domain.error.option'), 'en'),
  jobId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});

/**
 * A template as answered. An invitation's template is the mail around the employer's text (its
 * `{{comment}}`): `defaultComment` is the text the invite stepper starts with, in the template's language.
 */
function templateView(row: TemplateRow): InferOutput<typeof invitationTemplateResponse> {
  return {
    id: num(row.id),
    kind: row.kind,
    language: { code: row.language },
    organization: row.organization_id === null ? null : { id: num(row.organization_id) },
    subject: row.subject,
    body: row.body,
    defaultComment: row.kind === 'invite' ? t(row.language, 'invite-default-comment') : null,
    updateDate: new Date(row.updated_at).toISOString(),
  };
}

/** Invitation templates (001 §7.6) under /api/notification-template. */
export async function templateRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/notification-template/:kind',
    doc(TAG, 'The invite or selected-recruiter template of a language (?language=, ?jobId= for the company’s own)'),
    async (request) => {
      const viewer = requireUser(request);
      const { kind } = parse(request, kindParams, request.params);
      const query = parse(request, templateQuery, request.query ?? {});
      let organizationId = viewer.organizationId;
      if (query.jobId) {
        const job = await visibleJob(db, request, viewer, query.jobId);
        authorize(request, isEmployerSide(viewer, job));
        organizationId = job.organization_id === null ? null : num(job.organization_id);
      }
      return { result: templateView(await loadTemplate(db, kind, query.language, organizationId)) };
    },
  );

  app.post(
    '/notification-template/:kind/render',
    doc(TAG, 'Render a template with comment, vacancy and recipient to HTML', renderTemplateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { kind } = parse(request, kindParams, request.params);
      const body = parse(request, renderTemplateSchema, request.body ?? {});
      const job = await visibleJob(db, request, viewer, body.jobId);
      authorize(request, isEmployerSide(viewer, job));
      // A template given in the body (the admin's edited text of the select-suppliers stepper) is rendered instead of the stored one.
      if (body.template && !isAdmin(viewer)) authorize(request, false);
      const recipient = await userName(db, body.recipient);
      if (!recipient) throw fieldError(request, 'recipient', 'unknown-user');
      const rendered = await renderTemplate(db, kind, body.language, job, recipient.name, body.comment, body.template);
      return { result: rendered };
    },
  );

  app.put(
    '/notification-template/:kind/:language/edit',
    doc(TAG, 'Change the platform’s template of a kind and language (admins)', templateEditSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { kind, language } = parse(request, editParams, request.params);
      authorize(request, isAdmin(viewer));
      const body = parse(request, templateEditSchema, request.body ?? {});
      const row = await updatePlatformTemplate(db, kind, language, body.subject, body.body, viewer.id);
      if (!row) throw missing(request);
      return { result: templateView(row) };
    },
  );
}
