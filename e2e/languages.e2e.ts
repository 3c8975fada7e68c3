/**
 * Languages as data (issue 28 item 4): the strings are one JSON file per language and area, and a
 * page fetches only the common files and its own areas, before it shows. A page opened directly in
 * French reads French from its first paint, without the JSON of an unrelated area; a language
 * switch fetches the areas already shown in the new language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allStrings } from '../web/src/i18n/all-strings.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { shown } from './work-helpers.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const fr = allStrings('fr');
const es = allStrings('es');

/** The translation files the page fetches from now on, by area (`/assets/locales-1a2b3c/fr/leave.json` → leave). */
function recordTranslations(): string[] {
  const areas: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/locales-\w+\/[a-z]{2}\/([a-z-]+)\.json$/.exec(new URL(request.url()).pathname);
    if (file) areas.push(file[1]!);
  });
  return areas;
}

describe('a page opened in French', () => {
  it('shows its heading in French from the first paint, and fetches no unrelated area', async () => {
    await startAs(demoEmail('meera.pillai'));
    await page.evaluate(() => localStorage.setItem('orgdesk_language', 'fr'));
    const fetched = recordTranslations();

    // Every text a top-level heading ever shows, from the first paint on.
    await page.addInitScript({
      content: `
        window.headings = [];
        new MutationObserver(() => {
          for (const h1 of document.querySelectorAll('h1')) {
            const text = h1.textContent.trim();
            if (text && window.headings.at(-1) !== text) window.headings.push(text);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      `,
    });
    await page.goto(`${app.url}/leave-approval`);
    const heading = fr['Leave approval'];
    expect(heading).not.toBe('Leave approval');
    await shown(page.getByRole('heading', { level: 1, name: heading }));
    // The page's own strings are French too (a column of the leave table, from the leave area).
    await shown(page.getByRole('columnheader', { name: fr['Type of leave'] }));

    const headings = await page.evaluate<string[]>('window.headings');
    expect(headings).toEqual([heading]);
    expect(fetched).toEqual(expect.arrayContaining(['common', 'validation', 'server', 'leave']));
    expect(fetched).not.toContain('tax-declaration');
    expect(fetched).not.toContain('appraisals');
    expect(fetched.filter((area) => area === 'leave')).toHaveLength(1);
    expectNoProblems(browser.problems);
  });

  it('switches to Spanish with the strings of the page already shown', async () => {
    const fetched = recordTranslations();
    await page.getByRole('button', { name: fr.Language }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await shown(page.getByRole('heading', { level: 1, name: es['Leave approval'] }));
    await shown(page.getByRole('columnheader', { name: es['Type of leave'] }));
    expect(fetched).toEqual(expect.arrayContaining(['common', 'leave']));
    expect(fetched).not.toContain('tax-declaration');
    await page.evaluate(() => localStorage.removeItem('orgdesk_language'));
    expectNoProblems(browser.problems);
  });
});
