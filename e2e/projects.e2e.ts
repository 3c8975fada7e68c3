/**
 * Projects in a real browser (spec 001 §2.6–§2.8, §5 Project, §6): the list, Add project, the
 * details page and the team page, for an admin and for an employee without project permissions.
 * One app and one browser for the whole file; the tests run in order: the first adds the project
 * the later ones open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import {
  absent,
  choose,
  countIs,
  describedAs,
  enabled,
  hasText,
  pictureLoaded,
  shown,
  solidPng,
  text,
  touch,
  WAIT,
} from './work-helpers.ts';

const ADMIN = demoEmail('admin');
const NEHA = demoEmail('neha.gupta');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

/** The project test 2 adds: two chosen people from two teams. */
const APOLLO = {
  name: 'Apollo Analytics',
  description: 'Usage dashboards for the sales and engineering teams.',
  chosen: ['Arjun Nair', 'Sneha Kapoor'],
  /** Their reporting managers, and the admin who creates it (spec 001 §4). */
  added: ['Ananya Iyer', 'Rahul Verma', 'Aarav Mehta'],
};
let apolloGuid = '';
let apolloTeamPath = '';

const DEMO_PROJECTS = ['HR and Payroll', 'Orgdesk Mobile App', 'Q4 Sales Campaign', 'Website Redesign'];

const main = () => page.getByRole('main');
const projectLink = (name: string) => main().getByRole('link', { name, exact: true });
/** The projects-list cards, one <article> each. */
const cards = () => main().getByRole('article');
const cardOf = (name: string) => cards().filter({ has: page.getByRole('link', { name, exact: true }) });
const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });

/** The team table's rows (the header row holds column headers, not cells). */
const teamRows = () =>
  main()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const teamRow = (name: string) => teamRows().filter({ hasText: name });

async function openProjects(): Promise<void> {
  await page.goto(`${app.url}/projects-list`);
  await shown(page.getByRole('heading', { name: 'Projects', level: 1 }));
}

async function searchProjects(query: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(query);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === query, WAIT);
}

describe('projects', () => {
  test('the projects list shows the demo projects as cards, and its search waits for the typing', async () => {
    await startAs(ADMIN);
    await openProjects();
    await countIs(cards(), DEMO_PROJECTS.length);
    for (const name of DEMO_PROJECTS) await shown(projectLink(name));
    // Name, description and member count on the card (spec 001 §2.6).
    await hasText(cardOf('Website Redesign'), 'A new public website with the refreshed brand.');
    await hasText(cardOf('Website Redesign'), 'Members: 6');
    await hasText(cardOf('Q4 Sales Campaign'), 'Members: 4');
    await shown(main().getByRole('button', { name: 'Add project', exact: true }));

    const searches: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/projects') searches.push(url.searchParams.get('search') ?? '');
    };
    page.on('request', onRequest);
    const started = Date.now();
    await page.getByRole('searchbox', { name: 'Search projects' }).pressSequentially('sales', { delay: 60 });
    // Right after typing the cards have not changed yet…
    expect(await projectLink('Website Redesign').isVisible()).toBe(true);
    // …they do after the pause: one request for the whole word.
    await absent(projectLink('Website Redesign'));
    const filteredAfter = Date.now() - started;
    page.off('request', onRequest);
    await shown(projectLink('Q4 Sales Campaign'));
    await countIs(cards(), 1);
    expect(searches).toEqual(['sales']);
    expect(filteredAfter).toBeGreaterThanOrEqual(800);

    await searchProjects('nothing like this');
    await shown(main().getByText('No projects found!', { exact: true }));
    await countIs(cards(), 0);
    await searchProjects('');
    await countIs(cards(), DEMO_PROJECTS.length);
    expectNoProblems(browser.problems);
  });

  test('Add project: required fields, a taken name, a thumbnail, users; the card appears', async () => {
    await startAs(ADMIN);
    await openProjects();
    await main().getByRole('button', { name: 'Add project', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add project' });
    await shown(dialog);
    const name = dialog.getByRole('textbox', { name: 'Project name', exact: true });
    const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
    const users = dialog.getByRole('combobox', { name: 'Users', exact: true });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await enabled(save, false);

    // Each field left empty says what it needs (spec 001 §5).
    await touch(name);
    await describedAs(name, 'Project name is required!');
    await touch(users);
    await describedAs(users, 'Project user is required!');
    await touch(description);
    await describedAs(description, 'Project description is required!');
    await enabled(save, false);

    // A name in use is refused when the field is left, and blocks Save.
    await name.fill('Website Redesign');
    await name.blur();
    await describedAs(name, 'Project name already exists!');
    await description.fill(APOLLO.description);
    for (const person of APOLLO.chosen) await choose(dialog, 'Users', new RegExp(`^${person}`));
    await describedAs(users, 'Project user is required!', false);
    await describedAs(description, 'Project description is required!', false);
    await enabled(save, false);

    await name.fill(APOLLO.name);
    await name.blur();
    await describedAs(name, 'Project name already exists!', false);
    await describedAs(name, 'Project name is required!', false);
    await enabled(save);

    // The thumbnail uploads at once; the form shows it and offers to remove it.
    await dialog.getByLabel('Upload thumbnail').setInputFiles({
      name: 'apollo.png',
      mimeType: 'image/png',
      buffer: solidPng(16, [37, 99, 235]),
    });
    await shown(dialog.getByRole('button', { name: 'Remove thumbnail', exact: true }));
    await expect.poll(() => pictureLoaded(dialog.locator('img').first()), WAIT).toBe(true);
    await enabled(save);
    await save.click();

    await shown(notification(`Project ${APOLLO.name} has been added.`));
    await absent(dialog);
    await shown(projectLink(APOLLO.name));
    await countIs(cards(), DEMO_PROJECTS.length + 1);
    await hasText(cardOf(APOLLO.name), APOLLO.description);
    await hasText(cardOf(APOLLO.name), 'Members: 5');
    // The card shows the uploaded picture, not the first letter.
    const thumbnail = cardOf(APOLLO.name).locator('img').first();
    await expect.poll(() => pictureLoaded(thumbnail), WAIT).toBe(true);
    expect(await thumbnail.getAttribute('src')).not.toMatch(/^blob:/);
    apolloGuid = (await projectLink(APOLLO.name).getAttribute('href'))!.split('/').pop()!;
    expect(apolloGuid).toMatch(/^[0-9a-f-]{36}$/);
    expectNoProblems(browser.problems);
  });

  test('the new project’s details: created by the admin, every count zero, five members', async () => {
    expect(apolloGuid, 'the second test adds the project').not.toBe('');
    await startAs(ADMIN);
    await openProjects();
    await projectLink(APOLLO.name).click();
    await page.waitForURL(`**/project-details/${apolloGuid}`);
    await shown(main().getByRole('heading', { name: 'Project details', level: 1 }));

    const summary = main().getByRole('region', { name: APOLLO.name });
    await hasText(summary, APOLLO.description);
    await hasText(summary, 'Created by: Aarav Mehta');
    await expect.poll(() => pictureLoaded(summary.locator('img').first()), WAIT).toBe(true);
    await shown(summary.getByRole('button', { name: 'Edit project', exact: true }));

    const counts = main().getByRole('region', { name: 'Task status' });
    for (const status of ['New', 'Active', 'Completed', 'In-progress', 'In-active', 'Overdue'])
      await shown(counts.getByRole('link', { name: `0 ${status}`, exact: true }));

    const members = main().getByRole('region', { name: 'Members' });
    await hasText(members, 'Members: 5');
    await members.getByRole('link', { name: 'View project team' }).click();
    await page.waitForURL(/\/project-team\/\d+$/);
    apolloTeamPath = new URL(page.url()).pathname;
    await shown(main().getByRole('heading', { name: `Project team( ${APOLLO.name} )`, level: 1 }));
    expectNoProblems(browser.problems);
  });

  test('the team: chosen users, their managers and the creator; add one, remove one, never oneself', async () => {
    expect(apolloTeamPath, 'the third test finds the team page').not.toBe('');
    await startAs(ADMIN, apolloTeamPath);
    await shown(main().getByRole('heading', { name: `Project team( ${APOLLO.name} )`, level: 1 }));
    await countIs(teamRows(), 5);
    for (const person of [...APOLLO.chosen, ...APOLLO.added]) await shown(teamRow(person));
    await hasText(teamRow('Sneha Kapoor'), 'sneha.kapoor@example.com');
    await hasText(teamRow('Sneha Kapoor'), 'Member');

    // The admin's own row cannot be removed, nor selected for removal.
    await absent(main().getByRole('button', { name: 'Remove Aarav Mehta', exact: true }));
    await enabled(main().getByRole('checkbox', { name: 'Select Aarav Mehta', exact: true }), false);
    await enabled(main().getByRole('button', { name: 'Remove selected', exact: true }), false);

    // Add user: at least one person (spec 001 §5), then the row appears.
    await main().getByRole('button', { name: 'Add user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await shown(dialog);
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await enabled(save, false);
    const box = dialog.getByRole('combobox', { name: 'User name', exact: true });
    await touch(box);
    await describedAs(box, 'User name is required!');
    // Who is already in the team is not offered again.
    await box.click();
    await shown(page.getByRole('option', { name: /^Karan Malhotra/ }));
    await absent(page.getByRole('option', { name: /^Sneha Kapoor/ }));
    await box.press('Escape');
    await choose(dialog, 'User name', /^Karan Malhotra/);
    await describedAs(box, 'User name is required!', false);
    await enabled(save);
    await save.click();
    await shown(notification('The chosen users have been added to this project.'));
    await absent(dialog);
    await shown(teamRow('Karan Malhotra'));
    await countIs(teamRows(), 6);

    // Remove one person, after a confirmation naming them.
    await main().getByRole('button', { name: 'Remove Sneha Kapoor', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from project' });
    await hasText(confirm, 'Are you sure you want to remove Sneha Kapoor in this project?');
    await confirm.getByRole('button', { name: 'Yes, remove', exact: true }).click();
    await shown(notification('Sneha Kapoor has been removed from this project.'));
    await absent(confirm);
    await absent(teamRow('Sneha Kapoor'));
    await countIs(teamRows(), 5);

    // The details page counts the change.
    await page.goto(`${app.url}/project-details/${apolloGuid}`);
    await hasText(main().getByRole('region', { name: 'Members' }), 'Members: 5');
    expectNoProblems(browser.problems);
  });

  test('a count on the details page opens the project’s tasks, titled with its name', async () => {
    await startAs(ADMIN);
    await openProjects();
    await projectLink('Orgdesk Mobile App').click();
    await page.waitForURL(/\/project-details\//);
    const counts = main().getByRole('region', { name: 'Task status' });
    // Each count is named by what it shows: the number, then the status.
    const newCount = counts.getByRole('link', { name: /^\d+ New$/ });
    await shown(newCount);
    const label = (await newCount.textContent()) ?? '';
    const expected = Number(label.split(' ')[0]);
    expect(expected).toBeGreaterThan(0);

    await newCount.click();
    await page.waitForURL(/\/user-view\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('New');
    await shown(main().getByRole('heading', { name: 'Orgdesk Mobile App', level: 1 }));
    await shown(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }));
    // The project's New tasks, as many as the count said.
    await shown(main().getByRole('link', { name: 'Push notification settings', exact: true }));
    const rows = main()
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await countIs(rows, expected);
    expect(await text(rows)).not.toContain('Website Redesign');
    for (const status of ['Active', 'In-progress', 'Completed'])
      expect(await text(rows.getByText(status, { exact: true }))).toBe('');
    expectNoProblems(browser.problems);
  });

  test('an employee without project permissions sees only her projects, without team controls', async () => {
    expect(apolloGuid, 'the second test adds the project').not.toBe('');
    await startAs(NEHA);
    await openProjects();
    await shown(projectLink('Orgdesk Mobile App'));
    await shown(projectLink('Website Redesign'));
    await countIs(cards(), 2);
    await absent(projectLink('Q4 Sales Campaign'));
    await absent(projectLink(APOLLO.name));
    await absent(page.getByRole('button', { name: 'Add project' }));

    await projectLink('Website Redesign').click();
    await page.waitForURL(/\/project-details\//);
    const summary = main().getByRole('region', { name: 'Website Redesign' });
    await hasText(summary, 'Created by: Priya Sharma');
    await absent(summary.getByRole('button', { name: 'Edit project' }));
    await absent(summary.getByRole('button', { name: 'Delete project' }));

    await main().getByRole('link', { name: 'View project team' }).click();
    await page.waitForURL(/\/project-team\/\d+$/);
    await shown(main().getByRole('heading', { name: 'Project team( Website Redesign )', level: 1 }));
    await countIs(teamRows(), 6);
    await shown(teamRow('Neha Gupta'));
    await absent(main().getByRole('button', { name: 'Add user' }));
    await absent(main().getByRole('button', { name: /^Remove/ }));
    await absent(main().getByRole('checkbox'));
    await absent(main().getByRole('columnheader', { name: 'Action' }));

    // A project she is not in is not found, whether she follows its address or not.
    await page.goto(`${app.url}/project-details/${apolloGuid}`);
    await shown(main().getByText('Project not found.', { exact: true }));
    await page.goto(`${app.url}${apolloTeamPath}`);
    await shown(main().getByText('Project not found.', { exact: true }));
    expectNoProblems(browser.problems);
  });
});
