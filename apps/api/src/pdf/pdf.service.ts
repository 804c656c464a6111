/**
 * The documents of 001 §7.2 and 000 §2: the application PDF in its five parts (cover page, info,
 * attachments, mandatory documents, data protection), the candidate PDF and the vacancy PDF. Generated
 * pages come from pdfkit, uploaded PDFs are read through the file storage and merged with pdf-lib;
 * a file that is not a readable PDF is left out with a line saying so, never an error.
 */
import { applicationPdfPages, applicationStatusLabel, type ApplicationPdfPage } from '@mandate/domain';
import type { candidateView } from '../applications/candidates';
import type { FileStorage } from '../files/storage';
import type { Locale } from '../http/i18n';
import { pdfText, type PdfMessage } from './pdf.messages';
import { loadFiles, readStoredBytes, type ApplicationPdfRow } from './pdf.queries';
import { mergePdfs, plainText, readUploadedPdf, renderPages, zipFiles, type PageWriter, type PdfSource } from './pdfDocument';
import { type jobView } from '../jobs/common';
import { type Queryable } from '../db/database';

type CandidateView = ReturnType<typeof candidateView>;
type JobView = ReturnType<typeof jobView>;

/** Where the documents read from. */
export interface PdfContext {
  db: Queryable;
  storage: FileStorage;
  locale: Locale;
}

/** What the application and candidate documents show. */
export interface Dossier {
  candidate: CandidateView;
  /** The application, for the application PDF and a candidate PDF asked for one. */
  application: ApplicationPdfRow | null;
  /** The presenting agency's logo (PNG or JPEG bytes), when it has one. */
  logo: Uint8Array | null;
}

/** One part of a document and the PDFs it is made of. */
export interface PdfPart {
  page: ApplicationPdfPage;
  sources: PdfSource[];
}

const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-CH' };

/** A date (ISO instant, or a local date `YYYY-MM-DD`) as the reader's language writes it. */
export function formatDate(locale: Locale, value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const localDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(localDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeZone: localDate ? 'UTC' : 'Europe/Zurich' }).format(date);
}

function formatAmount(locale: Locale, amount: number, currency: string | null | undefined): string {
  const options: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }
    : { maximumFractionDigits: 0 };
  return new Intl.NumberFormat(DATE_LOCALE[locale], options).format(amount);
}

/** The logo file's bytes, or null (no logo, or its bytes are gone). */
export async function logoBytes(ctx: Pick<PdfContext, 'db' | 'storage'>, fileId: number | null): Promise<Uint8Array | null> {
  if (fileId === null) return null;
  const file = (await loadFiles(ctx.db, [fileId])).get(fileId);
  return file ? readStoredBytes(ctx.storage, file.storage_key) : null;
}

const yesNo = (locale: Locale, value: boolean | null) => (value === null ? null : pdfText(locale, value ? 'yes' : 'no'));

function addressOf(candidate: CandidateView): string | null {
  const place = [candidate.zipCode, candidate.city].filter(Boolean).join(' ');
  const lines = [candidate.address, place, candidate.country?.label].filter((line): line is string => !!line);
  return lines.length ? lines.join('\n') : null;
}

function coverPage(ctx: PdfContext, dossier: Dossier, application: ApplicationPdfRow): Promise<Uint8Array> {
  const { locale } = ctx;
  const title = `${pdfText(locale, 'application-title')}: ${dossier.candidate.fullName}`;
  return renderPages({ title, locale }, (page) =>
    page
      .logo(dossier.logo)
      .title(pdfText(locale, 'application-title'))
      .subtitle(dossier.candidate.fullName)
      .muted(pdfText(locale, 'for-vacancy'))
      .subtitle(application.job_title)
      .fields([
        [pdfText(locale, 'company'), application.company_name],
        [pdfText(locale, 'consultant'), application.recruiter_name],
        [pdfText(locale, 'agency'), application.agency_name],
        [pdfText(locale, 'submitted-on'), formatDate(locale, application.created_at)],
      ])
      .muted(pdfText(locale, 'created-on', { date: formatDate(locale, new Date()) ?? '' })),
  );
}

function infoPage(ctx: PdfContext, dossier: Dossier): Promise<Uint8Array> {
  const { locale } = ctx;
  const { candidate, application } = dossier;
  return renderPages({ title: `${pdfText(locale, 'candidate-title')}: ${candidate.fullName}`, locale }, (page) => {
    page
      .logo(dossier.logo)
      .title(pdfText(locale, 'candidate-title'))
      .subtitle(candidate.fullName)
      .fields([
        [pdfText(locale, 'name'), candidate.fullName],
        [pdfText(locale, 'email'), candidate.email],
        [pdfText(locale, 'phone'), candidate.phone],
        [pdfText(locale, 'date-of-birth'), formatDate(locale, candidate.dateOfBirth)],
        [pdfText(locale, 'address'), addressOf(candidate)],
        [pdfText(locale, 'employed'), yesNo(locale, candidate.employed)],
        [pdfText(locale, 'position'), candidate.position],
      ]);
    if (application) {
      page.heading(pdfText(locale, 'vacancy')).fields([
        [pdfText(locale, 'vacancy'), application.job_title],
        [pdfText(locale, 'company'), application.company_name],
        [pdfText(locale, 'consultant'), application.recruiter_name],
        [pdfText(locale, 'agency'), application.agency_name],
        [pdfText(locale, 'status'), applicationStatusLabel(application.status, locale)],
        [pdfText(locale, 'submitted-on'), formatDate(locale, application.created_at)],
      ]);
      const comment = plainText(application.comment);
      if (comment) page.heading(pdfText(locale, 'comment')).paragraph(comment);
    }
    const notes = plainText(candidate.comment);
    if (notes) page.heading(pdfText(locale, 'notes')).paragraph(notes);
  });
}

/**
 * Uploaded files as a part: each readable PDF's pages in the record's order, after a page naming
 * every file left out (not a PDF, not readable, gone) or saying there is none.
 */
async function uploadedFilesPart(
  ctx: PdfContext,
  fileIds: readonly number[],
  heading: PdfMessage,
  empty: PdfMessage,
): Promise<PdfSource[]> {
  const { locale } = ctx;
  const files = await loadFiles(ctx.db, fileIds);
  const documents: PdfSource[] = [];
  const leftOut: string[] = [];
  for (const id of fileIds) {
    const file = files.get(id);
    const title = file?.title ?? pdfText(locale, 'file-number', { id });
    if (!file) {
      leftOut.push(pdfText(locale, 'left-out-missing', { title }));
      continue;
    }
    if (file.mime_type !== 'application/pdf') {
      leftOut.push(pdfText(locale, 'left-out-not-pdf', { title }));
      continue;
    }
    const bytes = await readStoredBytes(ctx.storage, file.storage_key);
    const pdf = bytes && (await readUploadedPdf(bytes));
    if (pdf) documents.push(pdf);
    else leftOut.push(pdfText(locale, bytes ? 'left-out-invalid' : 'left-out-missing', { title }));
  }
  if (documents.length > 0 && leftOut.length === 0) return documents;
  const notice = await renderPages({ title: pdfText(locale, heading), locale }, (page: PageWriter) => {
    page.title(pdfText(locale, heading));
    if (documents.length === 0 && leftOut.length === 0) page.paragraph(pdfText(locale, empty));
    for (const line of leftOut) page.paragraph(line);
  });
  return [notice, ...documents];
}

function dataProtectionPage(ctx: PdfContext, dossier: Dossier): Promise<Uint8Array> {
  const { locale } = ctx;
  const consent = dossier.candidate.consent;
  const language =
    consent?.locale === 'de' || consent?.locale === 'en' ? pdfText(locale, `language-${consent.locale}`) : (consent?.locale ?? '');
  return renderPages({ title: pdfText(locale, 'data-protection'), locale }, (page) =>
    page
      .title(pdfText(locale, 'data-protection'))
      .subtitle(dossier.candidate.fullName)
      .paragraph(
        consent
          ? pdfText(locale, 'consent-recorded', {
              document: consent.document ?? '',
              language,
              date: formatDate(locale, consent.creationDate) ?? '',
              name: consent.recordedBy?.fullName ?? '—',
            })
          : pdfText(locale, 'consent-missing'),
      )
      .paragraph(pdfText(locale, 'data-protection-body')),
  );
}

/** The files shown as attachments: the application's, then the candidate's that it does not hold already. */
function attachmentIds(dossier: Dossier): number[] {
  const ids = [...(dossier.application?.attachment_ids.map(Number) ?? []), ...dossier.candidate.attachments];
  return [...new Set(ids)];
}

/** Builds the chosen parts, always in the order 1–5 of 000 §2. */
export async function buildParts(ctx: PdfContext, dossier: Dossier, pages: readonly ApplicationPdfPage[]): Promise<PdfPart[]> {
  const chosen = applicationPdfPages.filter((page) => pages.includes(page));
  const parts: PdfPart[] = [];
  for (const page of chosen) {
    switch (page) {
      case 'cover-page':
        if (dossier.application) parts.push({ page, sources: [await coverPage(ctx, dossier, dossier.application)] });
        break;
      case 'info':
        parts.push({ page, sources: [await infoPage(ctx, dossier)] });
        break;
      case 'attachments':
        parts.push({ page, sources: await uploadedFilesPart(ctx, attachmentIds(dossier), 'attachments', 'no-attachments') });
        break;
      case 'mandatory-documents': {
        const fileId = dossier.candidate.consent?.fileId ?? null;
        const ids = fileId === null ? [] : [fileId];
        parts.push({ page, sources: await uploadedFilesPart(ctx, ids, 'mandatory-documents', 'no-mandatory-documents') });
        break;
      }
      case 'data-protection':
        parts.push({ page, sources: [await dataProtectionPage(ctx, dossier)] });
        break;
    }
  }
  return parts;
}

/** The parts as one PDF. */
export const partsAsPdf = (parts: readonly PdfPart[], title: string) =>
  mergePdfs(
    parts.flatMap((part) => part.sources),
    title,
  );

/** The parts as a zip of one PDF each, named by their place and page (`3-attachments.pdf`). */
export async function partsAsZip(parts: readonly PdfPart[], title: string): Promise<Uint8Array> {
  const files = [];
  for (const part of parts) {
    const name = `${applicationPdfPages.indexOf(part.page) + 1}-${part.page}.pdf`;
    files.push({ name, bytes: await mergePdfs(part.sources, `${title} (${part.page})`) });
  }
  return zipFiles(files);
}

/** The vacancy PDF: its facts as the viewer may see them (jobView), description and requirements. */
export function vacancyPdf(ctx: PdfContext, job: JobView, logo: Uint8Array | null): Promise<Uint8Array> {
  const { locale } = ctx;
  const salary = job.salary;
  const salaryText = !salary
    ? job.salaryConfidential
      ? pdfText(locale, 'confidential')
      : null
    : salary.min !== null || salary.max !== null
      ? [salary.min, salary.max]
          .filter((n): n is number => n !== null)
          .map((n) => formatAmount(locale, n, salary.currency?.code))
          .join(' – ')
      : null;
  const fee =
    job.successFeePercentage !== null
      ? `${new Intl.NumberFormat(DATE_LOCALE[locale], { maximumFractionDigits: 2 }).format(job.successFeePercentage)} %`
      : job.successFeeFixedAmount !== null
        ? formatAmount(locale, job.successFeeFixedAmount, salary?.currency?.code)
        : null;
  const place = job.place ? [job.place.city, job.place.country?.label].filter(Boolean).join(', ') : null;
  return renderPages({ title: `${pdfText(locale, 'vacancy-title')}: ${job.title}`, locale }, (page) => {
    page
      .logo(logo)
      .muted(pdfText(locale, 'vacancy-title'))
      .title(job.title)
      .fields([
        [pdfText(locale, 'reference'), job.reference],
        [pdfText(locale, 'company'), job.authoredBy.organization?.name],
        [pdfText(locale, 'location'), place],
        [pdfText(locale, 'positions'), String(job.positionCount)],
        [pdfText(locale, 'salary'), salaryText],
        [pdfText(locale, 'success-fee'), fee],
        [pdfText(locale, 'published-on'), formatDate(locale, job.publicationDate)],
      ]);
    const description = plainText(job.description);
    if (description) page.heading(pdfText(locale, 'description')).paragraph(description);
    const requirements = plainText(job.requirements);
    if (requirements) page.heading(pdfText(locale, 'requirements')).paragraph(requirements);
    page.muted(pdfText(locale, 'created-on', { date: formatDate(locale, new Date()) ?? '' }));
  });
}
