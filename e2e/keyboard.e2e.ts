/**
 * Four whole flows by keyboard alone (issue 28 item 3): Tab, Shift+Tab, the arrows, Enter, Space,
 * Escape and typing, never the mouse. An employee applies for leave (the type from its list, the
 * days from the calendar); a manager adds a task and comments on it with a mention chosen from the
 * suggestions; an employee marks attendance with the camera and the location; the manager
 * approves the leave. Each step shows where the focus is (its ring), modals keep the focus inside
 * and give it back to the control that opened them. Then the shortcuts (issue 31 item 3). One app and one browser for the file; the
 * tests run in order (the last approves the leave the first applies for).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addDays, formatDay, isWeekend, monthStart } from '../shared/rules/dates.ts';
import { ATTENDANCE_MESSAGES } from '../shared/rules/attendance.ts';
import type { AttendanceToday } from '../shared/schemas/attendance.schema.ts';
import type { LeavePlanner } from '../shared/schemas/leave.schema.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import {
  chooseWithArrows,
  focusInside,
  focusIsOn,
  focusRingShown,
  pickDayWithKeys,
  skipToMain,
  tabTo,
} from './keyboard-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, hasText, hasValue, shown, text, WAIT } from './work-helpers.ts';

/** Arjun Nair reports to Ananya Iyer and is bound to Bengaluru HQ (scripts/demo-data.ts). */
const EMPLOYEE = demoEmail('arjun.nair');
const MANAGER = demoEmail('ananya.iyer');
const REASON = 'Family wedding, applied for by keyboard.';
/** Priya Sharma manages the Orgdesk Mobile App, of which Arjun Nair is a member. */
const PRIYA = demoEmail('priya.sharma');
const TASK = 'Keyboard walkthrough of the app';
/** Inside Bengaluru HQ's 300 m, where Arjun Nair works. */
const AT_HQ = { latitude: 12.9355, longitude: 77.6241, accuracy: 12 };

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');
const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });

async function apiGet<T>(path: string): Promise<T> {
  const response = await page.request.get(`${app.url}/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The first two working days in a row next month that no holiday of the person's location takes. */
function twoWorkingDaysNextMonth(planner: LeavePlanner): { from: string; to: string } {
  const holidays = new Set(planner.holidays.map((h) => h.date));
  const working = (day: string) => !isWeekend(day) && !holidays.has(day);
  let day = addDays(monthStart(addDays(monthStart(planner.today), 31)), 7);
  while (!(working(day) && working(addDays(day, 1)))) day = addDays(day, 1);
  return { from: day, to: addDays(day, 1) };
}

describe('keyboard only', () => {
  test('an employee applies for leave: type, dates from the calendar, reason, Save', async () => {
    await startAs(EMPLOYEE);
    const { from, to } = twoWorkingDaysNextMonth(await apiGet<LeavePlanner>('/leaves/planner'));
    await page.goto(`${app.url}/leave-approval`);
    await shown(page.getByRole('heading', { name: 'Leave approval', level: 1 }));

    await skipToMain(page);
    const apply = main().getByRole('button', { name: 'Apply leave' });
    await tabTo(page, apply, { max: 10 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply leave' });
    const type = dialog.getByRole('combobox', { name: 'Leave type' });
    await focusIsOn(type);
    await chooseWithArrows(page, type, /^Personal leave/);
    await hasValue(type, 'Personal leave');

    const fromDate = dialog.getByRole('button', { name: /^From date/ });
    await tabTo(page, fromDate, { max: 5 });
    await focusRingShown(page);
    await pickDayWithKeys(page, fromDate, from);
    await hasText(fromDate, formatDay(from));
    // The focus comes back to the field when the calendar closes.
    await focusIsOn(fromDate);
    const toDate = dialog.getByRole('button', { name: /^To date/ });
    await tabTo(page, toDate, { max: 3 });
    await pickDayWithKeys(page, toDate, to);
    await hasText(toDate, formatDay(to));
    await hasValue(dialog.getByRole('textbox', { name: 'Duration' }), '2 days');

    await tabTo(page, dialog.getByRole('textbox', { name: 'Reason' }), { max: 10 });
    await page.keyboard.type(REASON);
    // The focus stays inside the dialog: Tab from its last control wraps to its first (Close),
    // Shift+Tab from there goes back to the last.
    const save = dialog.getByRole('button', { name: 'Save' });
    await tabTo(page, save, { max: 10 });
    await focusRingShown(page);
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    await focusIsOn(dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Shift+Tab');
    await focusIsOn(save);
    await page.keyboard.press('Enter');

    await shown(notification('Leave applied successfully.'));
    await absent(dialog);
    // Closed, the dialog gives the focus back to Apply leave.
    await focusIsOn(apply);
    const row = main().getByRole('row').filter({ hasText: REASON });
    await hasText(row, 'Personal leave');
    await hasText(row, formatDay(from));
    await hasText(row, 'Pending');
    expectNoProblems(browser.problems);
  });

  test('a manager adds a task, opens it and comments with a mention picked from the suggestions', async () => {
    await startAs(PRIYA);
    const due = addDays((await apiGet<LeavePlanner>('/leaves/planner')).today, 3);
    await page.goto(`${app.url}/tasks-list?tab=all`);
    await shown(main().getByRole('heading', { name: 'Tasks', level: 1 }));

    await skipToMain(page);
    const add = main().getByRole('button', { name: 'Add task', exact: true });
    await tabTo(page, add, { max: 10 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await focusIsOn(dialog.getByRole('textbox', { name: 'Task name', exact: true }));
    await page.keyboard.type(TASK);
    const project = dialog.getByRole('combobox', { name: 'Project', exact: true });
    await tabTo(page, project, { max: 5 });
    await page.keyboard.type('Mobile');
    await chooseWithArrows(page, project, /^Orgdesk Mobile App$/);
    await hasValue(project, 'Orgdesk Mobile App');
    const assignee = dialog.getByRole('combobox', { name: 'Assigned to', exact: true });
    await tabTo(page, assignee, { max: 5 });
    await chooseWithArrows(page, assignee, /^Arjun Nair$/);
    await hasValue(assignee, 'Arjun Nair');
    const dueDate = dialog.getByRole('button', { name: /^Due date/ });
    await tabTo(page, dueDate, { max: 5 });
    await pickDayWithKeys(page, dueDate, due);
    await hasText(dueDate, formatDay(due));
    await tabTo(page, dialog.getByRole('textbox', { name: 'Description', exact: true }), { max: 5 });
    await page.keyboard.type('Every flow once, without a mouse.');
    await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }), { max: 10 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    await shown(notification(`Task ${TASK} has been created.`));
    await absent(dialog);
    await focusIsOn(add);

    // The newest task comes first: Tab reaches its link, Enter opens it.
    const link = main().getByRole('link', { name: TASK, exact: true });
    await tabTo(page, link);
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/view-task\/\d+$/);

    const timeline = main().getByRole('region', { name: 'Timeline' });
    const box = timeline.getByRole('textbox', { name: 'Comment', exact: true });
    await tabTo(page, box, { max: 80 });
    await page.keyboard.type('Please try it too, ');
    await page.keyboard.type('@ar');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await shown(list.getByRole('option', { name: 'Arjun Nair' }));
    // The arrows move through the suggestions; Enter picks the one marked.
    for (let presses = 0; presses < 10; presses += 1) {
      const marked = await list.getByRole('option', { selected: true }).textContent();
      if (marked === 'Arjun Nair') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await absent(list);
    await page.keyboard.type('today');
    const comment = main().getByRole('button', { name: 'Comment', exact: true });
    await tabTo(page, comment, { max: 10 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');

    const mine = timeline.getByRole('listitem').filter({ hasText: 'Priya Sharma commented' }).first();
    await hasText(mine, 'Please try it too, @Arjun Nair today');
    await shown(mine.locator('[data-type="mention"]', { hasText: '@Arjun Nair' }));
    expectNoProblems(browser.problems);
  });

  test('an employee marks attendance with the camera and the location; the day shows the check-in', async () => {
    await browser.context.setGeolocation(AT_HQ);
    await browser.context.grantPermissions(['geolocation', 'camera'], { origin: app.url });
    await startAs(EMPLOYEE);
    const bar = page.getByRole('banner');
    await hasText(page.getByTestId('current-location'), 'Bengaluru');

    const mark = bar.getByRole('button', { name: 'Mark attendance' });
    await tabTo(page, mark);
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mark attendance' });
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await shown(capture);
    await expect.poll(() => capture.isEnabled(), WAIT).toBe(true);
    // The camera starts after the dialog opened: Capture takes the focus once it can be pressed.
    await focusIsOn(capture);
    await focusRingShown(page);
    await page.keyboard.press('Space');
    await shown(dialog.getByRole('img', { name: 'Your attendance photo' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled(), WAIT).toBe(true);
    await tabTo(page, save, { max: 10 });
    await page.keyboard.press('Enter');
    await hasText(dialog.getByRole('status'), ATTENDANCE_MESSAGES.marked);
    // It closes itself; the focus is back on the top bar's button, now Punch out.
    await absent(dialog);
    await focusIsOn(bar.getByRole('button', { name: 'Punch out' }));

    // The month's grid: Tab reaches today's cell, Enter opens the day with its check-in.
    await page.goto(`${app.url}/attendance-record`);
    const today = await apiGet<AttendanceToday>('/attendance/today');
    const grid = page.getByRole('table', { name: 'Attendance list' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Arjun Nair' }) });
    const marker = row
      .getByRole('cell')
      .nth(Number(today.workDate.slice(8, 10)) - 1)
      .getByRole('button', { name: 'Present' });
    await tabTo(page, marker, { max: 80 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    const record = page.getByRole('dialog');
    await hasText(record, 'Bengaluru HQ');
    await shown(record.getByRole('img', { name: 'Check-in photo of Arjun Nair' }));
    // Escape closes it and gives the focus back to the cell.
    await page.keyboard.press('Escape');
    await absent(record);
    await focusIsOn(marker);
    expectNoProblems(browser.problems);
  });

  test('the manager finds the leave through the search and approves it', async () => {
    await startAs(MANAGER);
    await page.goto(`${app.url}/leave-approval`);
    await shown(page.getByRole('heading', { name: 'Leave approval', level: 1 }));
    await skipToMain(page);
    await tabTo(page, main().getByRole('searchbox', { name: 'Search leave applications' }), { max: 10 });
    await focusRingShown(page);
    await page.keyboard.type('Family wedding');
    const rows = main()
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const row = rows.filter({ hasText: REASON });
    await hasText(row, 'Pending');

    const approve = row.getByRole('button', { name: 'Approve the leave of Arjun Nair' });
    await tabTo(page, approve, { max: 20 });
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    await shown(notification('Leave approved.'));
    await hasText(row, 'Approved');
    await absent(row.getByRole('button', { name: /^Approve/ }));
    // The focus stays on the row: on its action that remains.
    await focusIsOn(row.getByRole('button', { name: 'Cancel the leave of Arjun Nair' }));
    await focusRingShown(page);
    expectNoProblems(browser.problems);
  });

  test('shortcuts: ? lists them, c adds a task, j and Enter open a row, m goes to the comment box, g then a letter goes to a page; none fires while typing', async () => {
    await startAs(PRIYA, '/tasks-list');
    const heading = main().getByRole('heading', { name: 'Tasks', level: 1 });
    await shown(heading);
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await shown(sheet.getByRole('row').filter({ hasText: 'Go to tasks' }));
    await page.keyboard.press('Escape');
    await absent(sheet);

    const search = main().getByRole('searchbox');
    await search.focus();
    await page.keyboard.type('gd');
    await hasValue(search, 'gd');
    expect(new URL(page.url()).pathname).toBe('/tasks-list');
    await search.fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    // The list is read again without the search: once it has settled, the row j takes the focus
    // to stays in the page for Enter (a row replaced in between took the focus with it).
    await expect.poll(() => main().getByRole('table').getAttribute('aria-busy'), WAIT).toBe('false');

    await heading.click();
    await page.keyboard.press('c');
    const add = page.getByRole('dialog', { name: 'Add task' });
    await shown(add.getByLabel(/^Task name/));
    await page.keyboard.press('Escape');
    await absent(add);

    // j takes the focus to the first row's link (its ring shows), Enter opens the task, m goes to
    // the comment box, where keys are text.
    await page.keyboard.press('j');
    const firstRow = main()
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await focusIsOn(firstRow.getByRole('link').first());
    await focusRingShown(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/view-task\/\d+$/);
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));
    await shown(main().getByRole('textbox', { name: 'Comment' }));
    await page.keyboard.press('m');
    await focusIsOn(main().getByRole('textbox', { name: 'Comment' }));
    await page.keyboard.type('gd e');
    await hasText(main().getByRole('textbox', { name: 'Comment' }), 'gd e');
    expect(new URL(page.url()).pathname).toMatch(/^\/view-task\//);
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));

    // Emptied again, so that leaving the page asks nothing.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => text(main().getByRole('textbox', { name: 'Comment' })), WAIT).toBe('');
    await main().getByRole('heading', { name: 'Task details', level: 1 }).click();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.waitForURL(/\/dashboard$/);
    await shown(main().getByRole('heading', { name: 'Welcome Priya Sharma', level: 1 }));
    expectNoProblems(browser.problems);
  });
});
