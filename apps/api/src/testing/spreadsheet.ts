/** Spreadsheet downloads in tests: fetched over HTTP and opened with ExcelJS's reader. */
import ExcelJS from 'exceljs';

export interface Download {
  status: number;
  headers: globalThis.Headers;
  /** The workbook's first sheet (null when the answer is not a spreadsheet). */
  sheet: ExcelJS.Worksheet | null;
  /** The answer as text when it is not a spreadsheet (an error's JSON). */
  text: string | null;
}

/** Opens the first sheet of an xlsx file. */
export async function readSheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS types its parameter with a global `Buffer` of its own that node's generic Buffer does not match.
  await workbook.xlsx.load(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as Parameters<typeof workbook.xlsx.load>[0],
  );
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** POSTs `body` to `url` with the Token and Locale headers and opens the spreadsheet it answers. */
export async function downloadSheet(url: string, options: { token: string; body?: unknown; locale?: string }): Promise<Download> {
  const headers: Record<string, string> = { 'content-type': 'application/json', token: options.token };
  if (options.locale) headers.locale = options.locale;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(options.body ?? {}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isSheet = response.ok && (response.headers.get('content-type') ?? '').includes('spreadsheetml');
  return {
    status: response.status,
    headers: response.headers,
    sheet: isSheet ? await readSheet(bytes) : null,
    text: isSheet ? null : Buffer.from(bytes).toString('utf8'),
  };
}

/** The values of a row from the first column on (ExcelJS counts columns from 1). */
export const rowValues = (sheet: ExcelJS.Worksheet, row: number): unknown[] => (sheet.getRow(row).values as unknown[]).slice(1);
