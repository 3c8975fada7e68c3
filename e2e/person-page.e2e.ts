/**
 * One page per person (issue 31, item 4), in a real browser on the demo: a manager (Priya Sharma)
 * opens a report's page and sees, first, their tasks, this month's attendance (a day's record
 * opens), their leave balances and this year's leave, their team and what they did lately (a
 * leave they applied for opens), and goes down the tree from there; an employee opens their own page but not their manager's; the Super admin sees a
 * person's attendance, whose records open for the people below them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

let app: RunningApp;
let page: Page;
let problems: string[];
const startAs = useAppAndBrowser((started) => {
  ({ app, page } = started);
  problems = started.browser.problems;
});

/** A demo person's id, found by name through the API as the Super admin. */
async function idOf(name: string): Promise<string> {
  const { cookie } = await apiSignIn(app.url, demoEmail('admin'));
  const res = await fetch(`${app.url}/api/v1/users?search=${encodeURIComponent(name)}`, {
    headers: { cookie },
  });
  const { items } = (await res.json()) as { items: Array<{ id: string; fullName: string }> };
  const found = items.find((item) => item.fullName === name);
  if (!found) throw new Error(`No demo person named ${name}`);
  return found.id;
}

const section = (name: string) => page.getByRole('region', { name, exact: true });

describe('the person page', () => {
  test('a manager sees a report’s tasks, attendance, leave and team, and goes down the tree', async () => {
    await startAs(demoEmail('priya.sharma'), `/user/${await idOf('Ananya Iyer')}`);
    await shown(page.getByRole('tab', { name: 'Overview', selected: true }));
    await hasText(section('Tasks'), 'App store screenshots');
    await hasText(section('Tasks'), 'Done: 1');

    const attendance = section('Attendance this month');
    await shown(attendance.getByRole('rowheader', { name: 'Ananya Iyer' }));
    await attendance.getByRole('button', { name: 'Present' }).first().click();
    await hasText(page.getByRole('dialog'), 'Ananya Iyer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);

    await hasText(section('Leave balances'), 'Sick leave');
    // HR documents are the person's and HR's: a manager has no such sections.
    expect(await section('Letter requests').count()).toBe(0);
    // Priya is Ananya's direct manager: her review opens from here.
    await shown(
      section('Appraisals')
        .getByRole('link', { name: /review/ })
        .first(),
    );
    // What she did lately, among what Priya may open: her comment on a task of the team opens it.
    await shown(
      section('Recent activity').getByRole('link', { name: /^Commented on task “App store screenshots”/ }),
    );
    const team = section('Team');
    await hasText(team, 'Priya Sharma');
    await team.getByRole('link', { name: 'Arjun Nair' }).click();
    await expect.poll(() => page.url(), WAIT).toContain(`/user/${await idOf('Arjun Nair')}`);
    await hasText(section('Tasks'), 'Fix login crash on Android');
    await hasText(section('Team'), 'No one reports to this person.');
    // Priya is above Arjun but not his direct manager: his appraisals are not hers to see.
    await hasText(section('Appraisals'), 'Appraisals are seen by the person, their direct manager and HR.');
    // His pending request for December is among this year's leave.
    await hasText(section('Leave this year'), 'Personal leave');
    await hasText(section('Leave this year'), 'Pending');
    // He applied for it lately: the entry opens the leave, which Priya may decide from there.
    await section('Recent activity')
      .getByRole('link', { name: /^Applied for leave/ })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave of Arjun Nair' });
    await hasText(leave, 'Personal leave');
    await shown(leave.getByRole('button', { name: 'Approve' }));
    expect(new URL(page.url()).pathname).toBe('/leave-approval');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url(), WAIT).not.toContain('leave=');
    await shown(page.getByRole('heading', { name: 'Leave approval', level: 1 }));
    expectNoProblems(problems);
  });

  test('an employee opens their own page, not their manager’s', async () => {
    await startAs(demoEmail('arjun.nair'), `/user/${await idOf('Arjun Nair')}`);
    await hasText(section('Tasks'), 'Fix login crash on Android');
    await shown(section('Attendance this month').getByRole('rowheader', { name: 'Arjun Nair' }));
    await shown(section('Letter requests'));
    await shown(section('IT proofs'));
    await page.goto(`${app.url}/user/${await idOf('Ananya Iyer')}`);
    await shown(page.getByText('User not found.'));
    expect(await section('Tasks').count()).toBe(0);
    expectNoProblems(problems);
  });

  test('the Super admin sees the days’ categories of anyone, and opens the records of their own people', async () => {
    await startAs(demoEmail('admin'), `/user/${await idOf('Arjun Nair')}`);
    const attendance = section('Attendance this month');
    await shown(attendance.getByRole('rowheader', { name: 'Arjun Nair' }));
    await shown(attendance.getByRole('button', { name: 'Present' }).first());
    expectNoProblems(problems);
  });
});
