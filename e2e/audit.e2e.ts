/**
 * The audit log and object histories in a real browser (issue 29): the demo admin moves a task's
 * due date, finds the change in /audit filtered by person and area, exports what the filters show
 * as CSV, and reads the same change in the task's own History.
 * One app and one browser for the whole file; the tests run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addDays, formatDay } from '../shared/rules/dates.ts';
import type { Task } from '../shared/schemas/tasks.schema.ts';
import type { Browser, RunningApp } from './harness.ts';
import { apiSignIn, downloaded, expectNoProblems, type ApiSignIn } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

const ADMIN = 'admin@example.com';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');

/** A task of the admin's, and its due date before and after the admin moved it. */
let task: Task;
let adminName: string;
let before: string;
let after: string;

async function api<T>(session: ApiSignIn, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${app.url}/api/v1${path}`, {
    ...init,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('the audit log', () => {
  test('an Admin filters by person and area, sees the change and exports it as CSV', async () => {
    await startAs(ADMIN, '/audit');
    const admin = await apiSignIn(app.url, ADMIN);
    const me = await api<{ user: { fullName: string } }>(admin, '/auth/me');
    adminName = me.user.fullName;
    const list = await api<{ items: { id: number; status: string }[] }>(admin, '/tasks?tab=all');
    const open = list.items.find((item) => item.status !== 'Closed');
    if (!open) throw new Error('The demo admin sees no open task');
    task = await api<Task>(admin, `/tasks/${open.id}`);
    before = task.dueDate;
    const today = new Date().toISOString().slice(0, 10);
    after = addDays(before > today ? before : today, 3);
    await api<Task>(admin, `/tasks/${task.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        name: task.name,
        assignedToId: task.assignedTo?.id ?? null,
        dueDate: after,
        status: task.status,
        description: task.description,
      }),
    });

    await page.reload();
    await shown(main().getByRole('heading', { name: 'Audit log', level: 1 }));
    const person = main().getByRole('combobox', { name: 'Person' });
    await person.fill(adminName.split(' ')[0]!);
    await page
      .getByRole('option', { name: new RegExp(`^${adminName}`) })
      .first()
      .click();
    // The person is in the address before the next filter is chosen (a busy machine may take a moment).
    await expect.poll(() => new URL(page.url()).searchParams.get('person'), WAIT).toBe(admin.body.user?.id);
    await main().getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Tasks', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area'), WAIT).toBe('task');
    expect(new URL(page.url()).searchParams.get('person')).toBe(admin.body.user?.id);
    // The router renders an address change in a transition, after the address has changed: the
    // page shows both filters (and exports with them) once the fields hold them.
    await expect.poll(() => main().getByRole('combobox', { name: 'Area' }).inputValue(), WAIT).toBe('Tasks');
    await expect.poll(() => person.inputValue(), WAIT).toContain(adminName);

    const row = main()
      .getByRole('row')
      .filter({ hasText: `Edited task “${task.name}” (#${task.id})` });
    await shown(row.first());
    await hasText(row.first(), `Due date: ${formatDay(before)} → ${formatDay(after)}`);
    await hasText(row.first(), adminName);

    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      main().getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('audit-log.csv');
    const csv = (await downloaded(file)).toString('utf8');
    expect(csv).toContain('task.updated');
    expect(csv).toContain(`dueDate: ${formatDay(before)} → ${formatDay(after)}`);
    // Only the filtered area: no leave or sign-in of the admin's in the file.
    expect(csv).not.toMatch(/\bauth\.signed_in\b|\bleave\.\w+/);
    expectNoProblems(browser.problems);
  });

  test('the task’s History shows the same edit, with a way into the audit log', async () => {
    await startAs(ADMIN, `/view-task/${task.id}`);
    const history = main().getByRole('region', { name: 'History' });
    await shown(history);
    await history.getByRole('button', { name: 'Show history' }).click();
    await hasText(history, `Due date: ${formatDay(before)} → ${formatDay(after)}`);
    await hasText(history, adminName);
    await history.getByRole('link', { name: 'Open in the audit log' }).click();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?kind=task&object=${task.id}`);
    await hasText(main(), `Edited task “${task.name}” (#${task.id})`);
    expectNoProblems(browser.problems);
  });
});
