/**
 * Spreadsheet downloads (xlsx) through ExcelJS's streaming writer: rows arrive page by page, each
 * row is committed to the zip stream as it is written, and the stream is the HTTP answer, so an
 * export of 100,000 rows holds about one page in memory (docs/decisions/0016-spreadsheets-with-exceljs.md).
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** A cell: text, a number, a date (UTC), or empty. */
export type SheetCell = string | number | Date | null | undefined;

export interface SheetColumn {
  header: string;
  /** Dates are written as spreadsheet dates (a number with a date format), numbers as numbers. */
  type: 'text' | 'number' | 'date';
  /** Width in characters. */
  width?: number;
}

export interface Spreadsheet {
  /** The download's file name (`attachment; filename="…"`). */
  fileName: string;
  /** The sheet's name (at most 31 characters). */
  sheetName: string;
  columns: readonly SheetColumn[];
  /** The data rows, a page at a time, in the order of `columns`. */
  pages: AsyncIterable<readonly (readonly SheetCell[])[]>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows of a worksheet below its header row (the format's limit is 1,048,576 rows). */
export const MAX_SHEET_ROWS = 1_048_575;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

function cellValue(value: SheetCell): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return value;
}

interface StreamState {
  _writableState?: { needDrain?: boolean };
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
}

/**
 * The buffer that holds a sheet's XML until the zip deflates it. ExcelJS 4.4 writes the sheet into
 * archiver without waiting (archiver wraps ExcelJS's stream in a PassThrough and ExcelJS ignores
 * what `write` answers), so a producer that does not look here keeps the whole uncompressed sheet
 * in memory: 21 MB for 100,000 rows, measured. Null when ExcelJS has changed (a test fails then).
 */
export function sheetBuffer(worksheet: ExcelJS.Worksheet): StreamState | null {
  const pipes = (worksheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const target = pipes?.[0] as StreamState | undefined;
  return target?._writableState && typeof target.once === 'function' ? target : null;
}

/** Resolves when `buffer` has passed on what it held (or holds little), or when `body` has closed (the client went away). */
function drained(buffer: StreamState | null, body: Writable): Promise<void> {
  const waits: [StreamState, string][] = [];
  if (buffer?._writableState?.needDrain) waits.push([buffer, 'drain']);
  else if (body.writableNeedDrain) waits.push([body, 'drain']);
  if (waits.length === 0 || body.destroyed) return Promise.resolve();
  waits.push([body, 'close']);
  return new Promise((resolve) => {
    const done = () => {
      for (const [stream, event] of waits) stream.off(event, done);
      resolve();
    };
    for (const [stream, event] of waits) stream.once(event, done);
  });
}

/**
 * Writes the workbook of `sheet` to `output`: the header row, then each page's rows, committed as
 * they come; before reading the next page it waits until the zip has taken the previous one (and
 * a slow client has read enough), so about one page is held at a time. The next page is read
 * while the previous one is compressed. Stops early when `output` closes.
 */
export async function writeSpreadsheet(
  output: PassThrough,
  sheet: Omit<Spreadsheet, 'fileName' | 'pages'>,
  pages: AsyncIterator<readonly (readonly SheetCell[])[]>,
  first: IteratorResult<readonly (readonly SheetCell[])[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c) => ({
    width: c.width ?? (c.type === 'text' ? 24 : c.type === 'date' ? 18 : 12),
    style: c.type === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  const header = worksheet.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const buffer = sheetBuffer(worksheet);
  let page = first;
  let written = 0;
  while (!page.done) {
    for (const row of page.value) {
      if (written++ === MAX_SHEET_ROWS) break;
      worksheet.addRow(row.map(cellValue)).commit();
    }
    if (written > MAX_SHEET_ROWS) {
      await pages.return?.();
      break;
    }
    const next = pages.next();
    // Its failure is thrown below; until then it must not count as unhandled.
    next.catch(() => undefined);
    await drained(buffer, output);
    if (output.destroyed) {
      await next;
      await pages.return?.();
      return;
    }
    page = await next;
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * Answers the spreadsheet as a download. The first page is read before the answer starts, so a
 * failing query still answers 500; a failure later ends the download early (logged).
 */
export async function sendSpreadsheet(reply: FastifyReply, sheet: Spreadsheet): Promise<FastifyReply> {
  const pages = sheet.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const body = new PassThrough();
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${sheet.fileName}"`).send(body);
  writeSpreadsheet(body, sheet, pages, first).catch((error: unknown) => {
    reply.log.error({ err: error }, 'spreadsheet export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}
