/**
 * Vacancy exports (001 §7.3): the vacancy list with its filters as a spreadsheet, for the viewer
 * and for monitoring. Read in pages after the list's sort keys and streamed (http/spreadsheet.ts).
 */
import { can, canExportVacancyList, isAdmin, vacancyListQuerySchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale, type Locale } from '../http/i18n';
import { sendSpreadsheet, type SheetColumn } from '../http/spreadsheet';
import { parse } from '../http/validation';
import { authorize, doc } from '../http/route';
import { jobListItem, type Viewer } from './common';
import { vacancyExportPages, type ListQuery } from './vacancy.queries';

const TAG = 'Vacancies';
/** The exports keep the cap they had when they were built in memory. */
const MAX_ROWS = 10_000;

const labels: Record<Locale, string[]> = {
  en: [
    'ID',
    'Title',
    'Reference',
    'Status',
    'Author',
    'Organisation',
    'City',
    'Country',
    'Positions',
    'Placements',
    'Consultants',
    'Candidates',
    'Created',
    'Published',
  ],
  de: [
    'ID',
    'Titel',
    'Referenz',
    'Status',
    'Autor/in',
    'Organisation',
    'Ort',
    'Land',
    'Positionen',
    'Besetzungen',
    'Berater/innen',
    'Kandidaten',
    'Erstellt',
    'Veröffentlicht',
  ],
};
const types: SheetColumn['type'][] = [
  'number',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'number',
  'number',
  'number',
  'number',
  'date',
  'date',
];

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The rows of the vacancy list as `viewer` sees it, a page at a time. */
async function* exportRows(db: Database, viewer: Viewer, body: ListQuery) {
  const pages = vacancyExportPages(db, viewer, body, MAX_ROWS);
  for await (const rows of pages) {
    yield rows.map((row) => {
      const j = jobListItem(row, viewer);
      return [
        j.id,
        j.title,
        j.reference,
        j.status.code,
        j.authoredBy.fullName,
        j.authoredBy.organization?.name ?? null,
        j.place?.city ?? null,
        j.place?.country?.code ?? null,
        j.positionCount,
        j.placementCount,
        j.statistics.recruiters,
        j.statistics.candidates,
        date(j.creationDate),
        date(j.publicationDate),
      ];
    });
  }
}

const sheet = (locale: Locale) => ({
  sheetName: locale === 'de' ? 'Vakanzen' : 'Vacancies',
  columns: labels[locale].map((header, i) => ({ header, type: types[i]! })),
});

/** `POST /job/export` and `POST /job/export/monitoring`. */
export async function vacancyExportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/job/export',
    doc(
      TAG,
      'The vacancy list with the list filters as a spreadsheet (xlsx, at most 10,000 rows; employer side and admins)',
      vacancyListQuerySchema,
    ),
    async (request, reply) => {
      const viewer = requireUser(request);
      // The employer side and admins (domain): a consultant's list holds other companies' vacancies.
      authorize(request, canExportVacancyList(viewer));
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      const locale = requestLocale(request);
      return sendSpreadsheet(reply, { fileName: 'vacancies.xlsx', ...sheet(locale), pages: exportRows(db, viewer, body) });
    },
  );

  app.post(
    '/job/export/monitoring',
    doc(TAG, 'Every vacancy for monitoring as a spreadsheet (admins and monitoring)', vacancyListQuerySchema),
    async (request, reply) => {
      const viewer = requireUser(request);
      authorize(request, isAdmin(viewer) || can(viewer, 'job-list-monitoring'));
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      const everyone = { ...viewer, roles: [{ code: 'content-admin' as const }] } as Viewer;
      const locale = requestLocale(request);
      return sendSpreadsheet(reply, { fileName: 'vacancies-monitoring.xlsx', ...sheet(locale), pages: exportRows(db, everyone, body) });
    },
  );
}
