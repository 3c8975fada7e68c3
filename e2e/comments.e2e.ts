/**
 * Comments in a real browser (spec 000 §2 Timeline, §5): Priya Sharma comments on a task of the
 * Orgdesk Mobile App with some bold text, a mention picked from the "@" list with the keyboard and
 * two files (a picture shown as a thumbnail, a PDF to download);
 * a pasted image is refused; she edits the comment (Edited) and, with a comment in place,
 * completes the task. Arjun Nair, who was mentioned, has the mail and finds the task under
 * Mentioned me. One app and one browser for the file; the tests run in order.
 */
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, downloaded, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, choose, hasText, pictureLoaded, shown, solidPng, WAIT } from './work-helpers.ts';

const PRIYA = demoEmail('priya.sharma');
const ARJUN = demoEmail('arjun.nair');
// Assigned by Priya to Neha Gupta, New (scripts/demo-data.ts).
const TASK = 'Push notification settings';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));
let taskPath = '';

const main = () => page.getByRole('main');
const timeline = () => main().getByRole('region', { name: 'Timeline' });
const commentBox = () => timeline().getByRole('textbox', { name: 'Comment', exact: true });
const entries = () => timeline().getByRole('listitem');
/** A labelled value of the task's page, e.g. 'Status'. */
const detail = (label: string) =>
  main().getByRole('region', { name: 'Task' }).getByText(label, { exact: true }).locator('..');

async function openTask(name: string): Promise<void> {
  await page.goto(`${app.url}/tasks-list?tab=all&search=${encodeURIComponent(name)}`);
  await main().getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/view-task\/\d+$/);
  await shown(commentBox());
}

describe('comments', () => {
  test('a comment with formatting and a mention picked with the keyboard', async () => {
    await startAs(PRIYA);
    await openTask(TASK);
    taskPath = new URL(page.url()).pathname;

    const comment = main().getByRole('button', { name: 'Comment', exact: true });
    expect(await comment.isDisabled()).toBe(true);
    await commentBox().click();
    await page.keyboard.type('Please check the copy, ');
    await page.keyboard.type('@ar');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await shown(list.getByRole('option', { name: 'Arjun Nair' }));
    // Only the project's people: Priya's other colleagues are not offered.
    await absent(list.getByRole('option', { name: 'Vikram Singh' }));
    // A screen reader hears the highlighted person: the box points at it while the list is open.
    const highlighted = async () => {
      const id = await commentBox().getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    expect(await commentBox().getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    expect(await highlighted()).toBe(await list.getByRole('option', { selected: true }).textContent());
    await page.keyboard.press('Enter');
    await absent(list);
    expect(await commentBox().getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('today');
    await page.keyboard.press('Control+b');

    // A file of a type not accepted is refused at once, in the spec's words; then two good ones.
    const files = main().locator('input[type="file"]');
    await files.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await shown(
      timeline().getByRole('alert').filter({ hasText: 'Please upload jpg, png, jpeg, img, doc, pdf' }),
    );
    await files.setInputFiles([
      { name: 'site-photo.png', mimeType: 'image/png', buffer: solidPng(400, [40, 120, 200]) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    const chosen = timeline().getByRole('list', { name: 'Attached files' });
    await shown(chosen.getByText('site-photo.png'));
    await shown(chosen.getByText('notes.pdf'));
    await comment.click();

    const mine = entries().filter({ hasText: 'Priya Sharma commented' }).first();
    await shown(mine);
    await hasText(mine, 'Please check the copy, @Arjun Nair today');
    await shown(mine.locator('strong', { hasText: 'today' }));
    await shown(mine.locator('[data-type="mention"]', { hasText: '@Arjun Nair' }));
    // The picture shows as a thumbnail, the document as a link; both download.
    const thumbnail = mine.getByRole('img', { name: 'site-photo.png' });
    await shown(thumbnail);
    await expect.poll(() => pictureLoaded(thumbnail), WAIT).toBe(true);
    const pdf = await page.request.get(
      `${app.url}${await mine.getByRole('link', { name: 'Download notes.pdf' }).getAttribute('href')}`,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toBe('attachment; filename=notes.pdf');
    expect((await pdf.body()).equals(PDF)).toBe(true);
    // The box is emptied for the next comment.
    await expect.poll(() => commentBox().textContent(), WAIT).toBe('');
    expectNoProblems(browser.problems);
  });

  test('a pasted image is refused with the spec’s message', async () => {
    await commentBox().click();
    // A screenshot on the clipboard, as the browser hands it to the page on Ctrl+V.
    await page.evaluate(`(() => {
      const box = document.querySelector('[role="textbox"][aria-label="Comment"]');
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' }));
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    })()`);
    await shown(timeline().getByRole('alert').filter({ hasText: 'Images are not allowed in this field.' }));
    expect(await commentBox().textContent()).toBe('');
    // Typing again clears the message.
    await page.keyboard.type('x');
    await absent(timeline().getByRole('alert').filter({ hasText: 'Images are not allowed in this field.' }));
    await page.keyboard.press('Backspace');
  });

  test('the author edits the comment, never to empty; it shows as Edited', async () => {
    const mine = entries().filter({ hasText: 'Priya Sharma commented' }).first();
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    const box = mine.getByRole('textbox', { name: 'Edit comment' });
    await shown(box);
    await box.press('Control+a');
    await box.press('Backspace');
    await shown(mine.getByText('A comment cannot be saved empty.'));
    expect(await mine.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.keyboard.type('Copy checked with ');
    await page.keyboard.type('@arj');
    await page.getByRole('option', { name: 'Arjun Nair' }).click();
    await mine.getByRole('button', { name: 'Save' }).click();
    await absent(box);
    await hasText(mine, 'Copy checked with @Arjun Nair');
    await shown(mine.getByText('Edited', { exact: true }));
  });

  test('with a comment in place, the task can be completed', async () => {
    await main().getByRole('button', { name: 'Edit', exact: true }).click();
    await choose(main(), 'Status', 'Completed');
    await main().getByRole('button', { name: 'Update', exact: true }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'Task has been updated successfully.' }));
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));
    await hasText(detail('Status'), 'Completed');
    await shown(entries().filter({ hasText: 'Changed the status from New to Completed' }));
    expectNoProblems(browser.problems);
  });

  test('the mentioned person has the mail and finds the task under Mentioned me', async () => {
    const mail = await app.smtp.waitFor(ARJUN, (m) => m.subject.includes(TASK));
    expect(mail.subject).toMatch(/^Priya Sharma mentioned you on T-\d{4} \(Push notification settings\)$/);
    expect(mail.text).toContain(`${app.url}${taskPath}`);

    await startAs(ARJUN, '/tasks-list?tab=mentioned-me');
    await main().getByRole('link', { name: TASK, exact: true }).click();
    await page.waitForURL((url) => url.pathname === taskPath);
    await shown(entries().filter({ hasText: 'Copy checked with @Arjun Nair' }));
    // Arjun may read Priya's comment but not edit it.
    await absent(
      entries().filter({ hasText: 'Priya Sharma commented' }).getByRole('button', { name: 'Edit comment' }),
    );
    expectNoProblems(browser.problems);
  });

  test('export three tasks: the CSV and the zip of their files read back', async () => {
    await startAs(PRIYA, '/tasks-list?tab=all&orderBy=name&sort=asc');
    const names = [TASK, 'Offline task sync', 'Location permission copy'];
    for (const name of names)
      await main()
        .getByRole('checkbox', { name: `Select task ${name}`, exact: true })
        .check();
    const downloads: Array<{ name: string; body: Buffer }> = [];
    page.on('download', (download) => {
      void downloaded(download).then((body) => downloads.push({ name: download.suggestedFilename(), body }));
    });
    await main().getByRole('button', { name: 'Export selected' }).click();
    await expect
      .poll(() => downloads.map((d) => d.name).sort(), WAIT)
      .toEqual(
        expect.arrayContaining([
          'Task_list.csv',
          expect.stringMatching(/^Task_Attachments_\d+_\d+_\d+\.zip$/),
        ]),
      );

    const csv = downloads.find((d) => d.name === 'Task_list.csv')!.body.toString('utf8');
    expect(csv.startsWith('\uFEFF"Id","Task name","Created by","Assigned to me","End date"')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    for (const name of names) expect(csv).toContain(`"${name}"`);

    // Only the commented task has files: the picture and the PDF of the first test.
    const zip = unzipSync(new Uint8Array(downloads.find((d) => d.name.endsWith('.zip'))!.body));
    expect(Object.keys(zip)).toEqual(['file1.png', 'file2.pdf']);
    expect(Buffer.from(zip['file2.pdf']!).equals(PDF)).toBe(true);
    expectNoProblems(browser.problems);
  });
});
