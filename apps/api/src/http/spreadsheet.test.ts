import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet, rowValues } from '../testing/spreadsheet';
import { sheetBuffer, writeSpreadsheet, type SheetCell } from './spreadsheet';

const columns = [
  { header: 'ID', type: 'number' as const },
  { header: 'Name', type: 'text' as const },
  { header: 'When', type: 'date' as const },
];

async function* pagesOf(count: number, size: number, finished: { done: boolean }) {
  try {
    for (let start = 0; start < count; start += size) {
      yield Array.from({ length: Math.min(size, count - start) }, (_, i): SheetCell[] => [
        start + i + 1,
        `Name ${start + i + 1}`,
        new Date(Date.UTC(2026, 0, 1, 0, 0, start + i)),
      ]);
    }
  } finally {
    finished.done = true;
  }
}

describe('streamed spreadsheets', () => {
  it('finds the buffer that ExcelJS writes a sheet into (the export waits on it; an ExcelJS upgrade that moves it fails here)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('A');
    sheet.addRow([1]).commit();
    expect(sheetBuffer(sheet)).not.toBeNull();
  });

  it('writes the header, typed cells and every row of every page, and cleans what a cell cannot hold', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finished = { done: false };
    const pages = (async function* () {
      // (Text that looks like an entity, "&amp;", is written right but ExcelJS's reader decodes it twice.)
      yield [[0, 'Tab\there, bell\u0007 gone, <b>R&D</b> "quoted"', null]] as SheetCell[][];
      yield [[Number.NaN, '', new Date('invalid')]] as SheetCell[][];
      yield* pagesOf(2_500, 1_000, finished);
    })();
    await writeSpreadsheet(output, { sheetName: 'Sheet', columns }, pages, await pages.next());
    const sheet = await readSheet(Buffer.concat(chunks));
    expect(rowValues(sheet, 1)).toEqual(['ID', 'Name', 'When']);
    expect(rowValues(sheet, 2)).toEqual([0, 'Tab\there, bell gone, <b>R&D</b> "quoted"']);
    expect(rowValues(sheet, 3)).toEqual([]);
    expect(sheet.rowCount).toBe(3 + 2_500);
    expect(sheet.actualRowCount).toBe(2 + 2_500);
    expect(sheet.getRow(3 + 2_500).getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 1, 0, 0, 2_499)));
    expect(sheet.getRow(4).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(finished.done).toBe(true);
  });

  it('stops reading pages when the client has gone', async () => {
    const output = new PassThrough();
    const finished = { done: false };
    const pages = pagesOf(100_000, 1_000, finished);
    let read = 0;
    output.on('data', () => {
      if (++read === 3) output.destroy();
    });
    await writeSpreadsheet(output, { sheetName: 'Sheet', columns }, pages, await pages.next());
    expect(finished.done).toBe(true);
  });
});
