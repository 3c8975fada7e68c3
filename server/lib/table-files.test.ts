import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableFile, type TableDocument } from './table-files.ts';

/** The workbook's cells, row by row, as a spreadsheet program reads them back. */
async function cellsOf(table: TableDocument): Promise<unknown[][]> {
  const { body } = await tableFile(table, 'xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('tableFile .xlsx', () => {
  it('makes text that would start a formula inert with a leading apostrophe, as the CSV does', async () => {
    const rows = await cellsOf({
      title: '=Team report',
      subtitle: ['@Leo Test', 'Period 01-03-2026 to 31-03-2026'],
      columns: [
        { label: 'Name', align: 'left' },
        { label: '+Days', align: 'right' },
      ],
      rows: [
        ['=HYPERLINK("http://x","y")', 3],
        ['-5', -5],
        ['+1+2', 1.5],
        ['@SUM(A1)', null],
        ['\t=1', 0],
        ['＝1+2', 0],
        ['a=1', 2],
      ],
    });
    expect(rows).toEqual([
      ["'=Team report"],
      ["'@Leo Test"],
      ['Period 01-03-2026 to 31-03-2026'],
      [],
      ['Name', "'+Days"],
      [`'=HYPERLINK("http://x","y")`, 3],
      ["'-5", -5],
      ["'+1+2", 1.5],
      ["'@SUM(A1)", ''],
      ["'\t=1", 0],
      ["'＝1+2", 0],
      ['a=1', 2],
    ]);
  });
});
