/**
 * The individual reports in a real browser (spec 002 §2 Reports screen, §5, §8, §9): a manager of
 * the demo organisation chooses one of her reports and the attendance report, sees it on screen,
 * downloads it as a PDF (read back as text) and as an .xlsx (opened with exceljs); a report with
 * nothing in it says 'No data found' and downloads nothing; the screen fits a phone in Arabic.
 * One app and one browser for the whole file; the tests run in order.
 */
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { ar } from '../web/src/i18n/all-strings.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, downloaded, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, enabled, fitsPhone, hasText, onArabicPhone, shown, WAIT } from './work-helpers.ts';

/** Ananya Iyer leads Arjun Nair, who checks in at Bengaluru HQ (scripts/demo-data.ts, demo-attendance.ts). */
const MANAGER = demoEmail('ananya.iyer');
const EMPLOYEE = 'Arjun Nair';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const reportAlert = (message: string) => page.getByRole('alert').filter({ hasText: message });

/** Opens a select by its label and picks an option, typing into it first when it searches. */
async function choose(label: string, option: string, search?: string): Promise<void> {
  const field = main().getByRole('combobox', { name: label });
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks a download button and answers the file the browser saved. */
async function download(name: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', WAIT), button(name).click()]);
  return { file, body: await downloaded(file) };
}

async function openReports(): Promise<void> {
  await page.goto(`${app.url}/individual`);
  await shown(main().getByRole('combobox', { name: 'Report type' }));
}

/** The text of a row of the sheet, cell by cell. */
function rowValues(sheet: ExcelJS.Worksheet, number: number): string[] {
  const values = sheet.getRow(number).values as unknown[];
  return values
    .slice(1)
    .map((value) =>
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value as string | number),
    );
}

describe('individual reports', () => {
  test('a manager sees one of her reports’ attendance and downloads it as a PDF and as an .xlsx', async () => {
    await startAs(MANAGER);
    await openReports();
    for (const name of ['Get PDF report', 'Get excel report', 'Get CSV report'])
      await enabled(button(name), false);

    await choose('Report type', 'Attendance report');
    await choose('Employee', EMPLOYEE, 'Arjun');
    await enabled(button('Get PDF report'));

    // On screen: the month up to today, a day at a time.
    const table = main().getByRole('table');
    await shown(table);
    await hasText(table.getByRole('columnheader'), 'Check-in');
    await hasText(table.getByRole('cell'), 'Present');
    await hasText(table.getByRole('cell'), 'Bengaluru HQ');
    await hasText(main(), 'Period: ');

    const pdf = await download('Get PDF report');
    expect(pdf.file.suggestedFilename()).toBe('ArjunNairLeaves.pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), {
      mergePages: true,
    });
    expect(text).toContain(EMPLOYEE);
    expect(text).toContain('Attendance report');
    expect(text).toContain('Present');
    await shown(reportAlert('The report was downloaded.'));

    const xlsx = await download('Get excel report');
    expect(xlsx.file.suggestedFilename()).toBe('ArjunNairleave_report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(rowValues(sheet, 1)).toEqual(['Attendance report']);
    expect(rowValues(sheet, 2)).toEqual([`Employee: ${EMPLOYEE}`]);
    const headerNumber = Array.from({ length: sheet.rowCount }, (_, i) => i + 1).find(
      (n) => rowValues(sheet, n)[0] === 'Date',
    )!;
    expect(rowValues(sheet, headerNumber)).toEqual([
      'Date',
      'Day',
      'Status',
      'Check-in',
      'Check-out',
      'Hours',
      'Place',
    ]);
    const present = Array.from({ length: sheet.rowCount - headerNumber }, (_, i) =>
      rowValues(sheet, headerNumber + 1 + i),
    ).find((row) => row[2] === 'Present');
    expect(present).toBeDefined();
    expect(present![0]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(present![3]).toMatch(/^\d{2}:\d{2}$/);
    expect(present![6]).toBe('Bengaluru HQ');
    expectNoProblems(browser.problems);
  });

  test("a report with nothing in it says 'No data found' and downloads nothing", async () => {
    await openReports();
    await choose('Report type', 'Bereavement leave');
    await choose('Employee', EMPLOYEE, 'Arjun');
    await shown(main().getByText('No data found', { exact: true }));
    await absent(main().getByRole('table'));

    let downloads = 0;
    const count = () => downloads++;
    page.on('download', count);
    try {
      const answered = page.waitForResponse((res) => {
        const url = new URL(res.url());
        return url.pathname === '/api/v1/reports/individual' && url.searchParams.get('format') === 'pdf';
      });
      await button('Get PDF report').click();
      // The server's answer is "no data", and the page has dealt with it: a file could only follow another answer.
      expect((await answered).status()).toBe(404);
      await shown(reportAlert('No data found'));
      await hasText(reportAlert('No data found'), 'Reports');
      expect(downloads).toBe(0);
    } finally {
      page.off('download', count);
    }
  });

  test('the remaining balance needs no dates, and the screen fits a phone in Arabic', async () => {
    await onArabicPhone(page, async () => {
      await page.goto(`${app.url}/individual`);
      const field = (label: keyof typeof ar) => main().getByRole('combobox', { name: ar[label] });
      await shown(field('Report type'));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await field('Report type').click();
      await page.getByRole('option', { name: ar['Remaining leave balance'], exact: true }).click();
      await field('Employee').click();
      await field('Employee').fill('Arjun');
      await page.getByRole('option', { name: EMPLOYEE, exact: true }).click();

      const dateButton = (label: keyof typeof ar) => main().getByRole('button', { name: ar[label] });
      await expect.poll(() => dateButton('From date').isDisabled(), WAIT).toBe(true);
      expect(await dateButton('To date').isDisabled()).toBe(true);
      // A phone shows the rows as cards, each column's label beside its value.
      await shown(main().getByRole('listitem').first());
      await hasText(main().getByRole('listitem').first().getByRole('term'), ar['Available']);

      for (const control of [field('Employee'), button(ar['Get CSV report'])] as Locator[]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await fitsPhone(page);
      expectNoProblems(browser.problems);
    });
  });
});
