/**
 * The team reports in a real browser (issue 14 item 5): a manager of the demo organisation opens
 * Reports, goes to Group attendance from the navigation, sees her people's table, and downloads it
 * as an .xlsx (opened with exceljs) and as a PDF (read back as text).
 */
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import type { Browser } from './harness.ts';
import { demoEmail, downloaded, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

/** Ananya Iyer leads Arjun Nair, who checks in at Bengaluru HQ (scripts/demo-data.ts, demo-attendance.ts). */
const MANAGER = demoEmail('ananya.iyer');
const EMPLOYEE = 'Arjun Nair';

let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ browser, page } = started));

const main = () => page.getByRole('main');

async function download(name: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', WAIT),
    main().getByRole('button', { name, exact: true }).click(),
  ]);
  return { file, body: await downloaded(file) };
}

describe('team reports', () => {
  test('a manager opens Group attendance, sees her people and downloads the .xlsx and the PDF', async () => {
    await startAs(MANAGER, '/individual');
    await main().getByRole('tab', { name: 'Group attendance' }).click();
    await page.waitForURL(/\/group$/, WAIT);

    const table = main().getByRole('table');
    await shown(table);
    await hasText(table.getByRole('columnheader'), 'Working days');
    await hasText(table.getByRole('cell'), EMPLOYEE);

    const xlsx = await download('Get excel report');
    expect(xlsx.file.suggestedFilename()).toBe('Group-attendance-report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().map((row) =>
      Array.isArray(row) ? row.slice(1).map(String) : [],
    );
    expect(values).toContainEqual(expect.arrayContaining(['Employee', 'Working days', 'Present', 'Absent']));
    expect(values.some((row) => row[0] === EMPLOYEE)).toBe(true);

    const pdf = await download('Get PDF report');
    expect(pdf.file.suggestedFilename()).toBe('Group-attendance-report.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), {
      mergePages: true,
    });
    expect(text).toContain('Group attendance report');
    expect(text).toContain(EMPLOYEE);
    expectNoProblems(browser.problems);
  });
});
