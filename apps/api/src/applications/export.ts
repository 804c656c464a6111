/**
 * The application list as a spreadsheet (`POST /application/export`): the list's filters, sort
 * and visibility, every matching row (up to a sheet's limit), read in pages after the sort keys and
 * streamed (http/spreadsheet.ts), so 100,000 applications export in bounded memory.
 */
import { applicationListQuerySchema, applicationStatusLabel, can } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale, type Locale } from '../http/i18n';
import { MAX_SHEET_ROWS, sendSpreadsheet, type SheetColumn } from '../http/spreadsheet';
import { parse } from '../http/validation';
import { authorize, doc } from '../http/route';
import { type Viewer } from './common';
import { applicationExportPages, type ApplicationListQuery } from './application.queries';

const TAG = 'Applications';

const columns: { type: SheetColumn['type']; en: string; de: string }[] = [
  { type: 'number', en: 'ID', de: 'ID' },
  { type: 'text', en: 'Vacancy', de: 'Vakanz' },
  { type: 'text', en: 'Candidate', de: 'Kandidat/in' },
  { type: 'text', en: 'E-mail', de: 'E-Mail' },
  { type: 'text', en: 'Phone', de: 'Telefon' },
  { type: 'text', en: 'City', de: 'Ort' },
  { type: 'text', en: 'Consultant', de: 'Berater/in' },
  { type: 'text', en: 'Agency', de: 'Agentur' },
  { type: 'text', en: 'Status', de: 'Status' },
  { type: 'number', en: 'Rating', de: 'Bewertung' },
  { type: 'number', en: 'Interviews', de: 'Interviews' },
  { type: 'date', en: 'Created', de: 'Erstellt' },
  { type: 'date', en: 'Status changed', de: 'Status geändert' },
];

/** The applications `user` may see with the query's filters, a page at a time. */
async function* exportRows(db: Database, user: Viewer, any: boolean, query: ApplicationListQuery, locale: Locale) {
  const pages = applicationExportPages(db, user, any, query, MAX_SHEET_ROWS);
  for await (const rows of pages) {
    yield rows.map((row) => [
      Number(row.id),
      row.title,
      `${row.first_name} ${row.last_name}`,
      row.email,
      row.phone,
      row.city,
      row.recruiter_name,
      row.agency_name,
      applicationStatusLabel(row.status, locale),
      row.rating === null ? null : Number(row.rating),
      row.interviews_count,
      new Date(row.created_at),
      new Date(row.status_changed_at),
    ]);
  }
}

/** `POST /application/export`. */
export async function applicationExportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/application/export',
    doc(
      TAG,
      'The application list with the list filters and sort as a spreadsheet (xlsx, every matching application)',
      applicationListQuerySchema,
    ),
    async (request, reply) => {
      const user = requireUser(request);
      const query = parse(request, applicationListQuerySchema, request.body ?? {});
      const any = can(user, 'application-view-any');
      authorize(request, any || user.permissions.includes('application-view-own'));
      const locale = requestLocale(request);
      return sendSpreadsheet(reply, {
        fileName: 'applications.xlsx',
        sheetName: locale === 'de' ? 'Bewerbungen' : 'Applications',
        columns: columns.map((c) => ({ header: c[locale], type: c.type })),
        pages: exportRows(db, user, any, query, locale),
      });
    },
  );
}
