/**
 * Leave in a real browser (spec 002 §2, §4, §5): an employee of the demo organisation applies for
 * two working days of sick leave next month and sees them day by day; their reporting manager
 * approves the application on /leave-approval; the employee's profile shows the balance two days
 * lower, with the approval on its ledger. One app and one browser for the whole file; the tests
 * run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addDays, isWeekend, monthStart, formatDay } from '../shared/rules/dates.ts';
import type { LeaveBalancesResponse, LeavePlanner } from '../shared/schemas/leave.schema.ts';
import type { Browser, RunningApp } from './harness.ts';
import { dayName, demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, hasValue, shown, WAIT } from './work-helpers.ts';

/** Arjun Nair, a software engineer, reports to Ananya Iyer (scripts/demo-data.ts). */
const EMPLOYEE = demoEmail('arjun.nair');
const MANAGER = demoEmail('ananya.iyer');
const SICK_LEAVE = 1;
const REASON = 'Dental surgery and a day to recover.';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

/** What the tests carry from one to the next. */
const chosen = { employeeId: '', from: '', to: '', balanceBefore: 0 };

async function apiGet<T>(path: string): Promise<T> {
  const response = await page.request.get(`${app.url}/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function sickLeaveBalance(userId: string): Promise<number> {
  const { balances } = await apiGet<LeaveBalancesResponse>(`/users/${userId}/leave-balances`);
  return balances.find((row) => row.typeId === SICK_LEAVE)!.balance;
}

/** The first two working days in a row next month that no holiday of the person's location takes. */
function twoWorkingDaysNextMonth(planner: LeavePlanner): { from: string; to: string } {
  const holidays = new Set(planner.holidays.map((h) => h.date));
  const working = (day: string) => !isWeekend(day) && !holidays.has(day);
  let day = monthStart(addDays(monthStart(planner.today), 31));
  while (!(working(day) && working(addDays(day, 1)))) day = addDays(day, 1);
  return { from: day, to: addDays(day, 1) };
}

const main = () => page.getByRole('main');
const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });
const leaveRow = (text: string) =>
  main()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasText: text });

describe('leave', () => {
  test('an employee applies for two working days of sick leave next month and sees them day by day', async () => {
    await startAs(EMPLOYEE);
    const session = await apiGet<{ user: { id: string } }>('/auth/session');
    chosen.employeeId = session.user.id;
    const planner = await apiGet<LeavePlanner>('/leaves/planner');
    Object.assign(chosen, twoWorkingDaysNextMonth(planner));
    chosen.balanceBefore = await sickLeaveBalance(chosen.employeeId);

    await page.goto(`${app.url}/leave-approval`);
    await shown(page.getByRole('heading', { name: 'Leave approval', level: 1 }));
    await main().getByRole('button', { name: 'Apply leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply leave' });
    const type = dialog.getByRole('combobox', { name: 'Leave type' });
    await shown(type);
    // The form starts on its first field.
    await expect.poll(() => type.evaluate((el) => el === el.ownerDocument.activeElement), WAIT).toBe(true);

    await type.click();
    await page.getByRole('option', { name: /^Sick leave/ }).click();
    await dialog.getByRole('button', { name: /^From date/ }).click();
    // The calendar opens on today's month: next month is one step on.
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: dayName(chosen.from), exact: true }).click();
    // The first calendar closes on the pick (it fades out) before the second opens.
    await expect.poll(() => page.getByRole('button', { name: 'Next month' }).count(), WAIT).toBe(0);
    await dialog.getByRole('button', { name: /^To date/ }).click();
    await page.getByRole('button', { name: dayName(chosen.to), exact: true }).click();

    await hasValue(dialog.getByRole('textbox', { name: 'Duration' }), '2 days');
    const breakdown = dialog.getByRole('table', { name: 'Day by day' });
    await hasText(breakdown.getByRole('row').nth(0), `${formatDay(chosen.from)}`);
    await hasText(breakdown.getByRole('row').nth(0), 'Working day');
    await hasText(breakdown.getByRole('row').nth(1), `${formatDay(chosen.to)}`);
    await hasText(breakdown.getByRole('row').nth(1), 'Working day');

    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(notification('Leave applied successfully.'));
    await expect.poll(() => dialog.count(), WAIT).toBe(0);

    const row = leaveRow(REASON);
    await hasText(row, 'Sick leave');
    await hasText(row, formatDay(chosen.from));
    await hasText(row, formatDay(chosen.to));
    await hasText(row, '2 days');
    await hasText(row, 'Pending');
    // The applicant may change or withdraw a pending leave, never decide it.
    await shown(row.getByRole('button', { name: 'Edit the leave of Arjun Nair' }));
    await expect(row.getByRole('button', { name: 'Approve the leave of Arjun Nair' }).count()).resolves.toBe(
      0,
    );
    expectNoProblems(browser.problems);
  });

  test('the reporting manager approves it, and the profile shows the balance two days lower', async () => {
    await startAs(MANAGER, '/leave-approval');
    const row = leaveRow(REASON);
    await hasText(row, 'Arjun Nair');
    await hasText(row, 'Pending');
    await row.getByRole('button', { name: 'Approve the leave of Arjun Nair' }).click();
    await shown(notification('Leave approved.'));
    await hasText(row, 'Approved');
    // Decided: approving and rejecting are gone; cancelling before it starts remains.
    await expect.poll(() => row.getByRole('button', { name: /^Approve/ }).count(), WAIT).toBe(0);
    await shown(row.getByRole('button', { name: 'Cancel the leave of Arjun Nair' }));

    // The employee's profile shows the balance two days lower, and the approval on its ledger.
    await page.goto(`${app.url}/user/${chosen.employeeId}`);
    await main().getByRole('tab', { name: 'Leave' }).click();
    const sick = main().locator('dt', { hasText: /^Sick leave$/ });
    await hasText(sick.locator('xpath=following-sibling::dd[1]'), String(chosen.balanceBefore - 2));
    const approval = main()
      .getByRole('row')
      .filter({ hasText: 'Leave approved' })
      .filter({ hasText: 'Ananya Iyer' });
    await hasText(approval, '-2');
    await hasText(approval, 'Sick leave');
    await expect.poll(() => sickLeaveBalance(chosen.employeeId), WAIT).toBe(chosen.balanceBefore - 2);
    expectNoProblems(browser.problems);
  });
});
