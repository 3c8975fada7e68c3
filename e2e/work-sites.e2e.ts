/**
 * Settings > Work sites in a real browser: the demo Admin, whose browser shares its position,
 * adds a site there with a person bound to it, finds it listed ("You are here", the person, the
 * default radius), widens its radius, and deletes it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, choose, enabled, hasText, hasValue, pathOf, shown } from './work-helpers.ts';

const ADMIN = demoEmail('admin');
/** Where the Admin's browser says it is: Pune. */
const HERE = { latitude: 18.520431, longitude: 73.856744 };
const SITE = 'Pune riverside office';
const PERSON = 'Neha Gupta';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });
const siteCard = (name: string) =>
  page.getByRole('list', { name: 'Work sites' }).getByRole('listitem', { name });

describe('work sites', () => {
  test('the Admin adds a site at their position with a person, edits its radius, and deletes it', async () => {
    await browser.context.grantPermissions(['geolocation'], { origin: app.url });
    await browser.context.setGeolocation({ ...HERE, accuracy: 10 });
    await startAs(ADMIN);

    await page.goto(`${app.url}/settings`);
    await page.getByRole('tab', { name: 'Work sites' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'work-sites');
    expect(pathOf(page)).toBe('/settings?tab=work-sites');
    await shown(page.getByRole('textbox', { name: /^Compensatory days expire after/ }));

    // Add: the position comes from the browser, the radius starts at 200 m.
    await page.getByRole('button', { name: 'Add work site', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add work site' });
    await shown(dialog);
    await dialog.getByRole('textbox', { name: /^Site name/ }).fill(SITE);
    await dialog.getByRole('button', { name: 'Use my current position' }).click();
    await hasValue(dialog.getByRole('textbox', { name: /^Latitude/ }), String(HERE.latitude));
    await hasValue(dialog.getByRole('textbox', { name: /^Longitude/ }), String(HERE.longitude));
    await hasValue(dialog.getByRole('textbox', { name: /^Radius \(metres\)/ }), '200');
    await choose(dialog, 'People bound to this site', new RegExp(`^${PERSON}`), 'Neha');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await enabled(save);
    await save.click();
    await shown(notification('Work site saved.'));
    await absent(dialog);

    const card = siteCard(SITE);
    await shown(card);
    await hasText(card, 'You are here');
    await hasText(card, 'Position: 18.52043, 73.85674');
    await hasText(card, 'Radius: 200 m');
    await hasText(card, `People (1):${PERSON}`);

    // Edit: a wider radius.
    await card.getByRole('button', { name: `Edit work site ${SITE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit work site' });
    await shown(edit);
    await hasValue(edit.getByRole('textbox', { name: /^Site name/ }), SITE);
    await edit.getByRole('textbox', { name: /^Radius \(metres\)/ }).fill('750');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await shown(notification('Work site updated.'));
    await absent(edit);
    await hasText(siteCard(SITE), 'Radius: 750 m');
    await hasText(siteCard(SITE), PERSON);

    // Delete, after the confirmation.
    await siteCard(SITE)
      .getByRole('button', { name: `Delete work site ${SITE}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await hasText(confirm, `You want to delete work site ${SITE}?`);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await shown(notification('Work site deleted.'));
    await absent(siteCard(SITE));

    expectNoProblems(browser.problems);
  });
});
