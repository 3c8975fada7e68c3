/**
 * Every mode of `npm run bench` runs as `npm run bench` starts it (its own process, outside
 * vitest) on the tiniest organisation, with --smoke (scripts/bench-sizes.ts) and half-second HTTP
 * runs, and prints its figures: a mode that no longer runs fails here, not on the next person to
 * measure. The figures themselves are not checked against the budgets. The web app's first load
 * needs the built app and Chromium: e2e/bench-browser.e2e.ts runs it (and --palette).
 *
 * Three runs share one kept folder, as `--keep` does for a person: the first starts from a copy
 * of the migrated database of the tests' global set-up (server/test/pglite-template.ts) instead of
 * creating and migrating one, and generates the organisation; the other two measure it again. The
 * -only modes run together in the last (they combine), which spares a process and its database
 * start-up each; the writes there run a second each at 1 and 16 connections.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE } from '../server/test/pglite-template.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TINY = ['--smoke', '--users', '12', '--projects', '2', '--tasks', '60', '--iterations', '1'];
const HTTP = ['--duration', '0.5'];
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-bench-test-'));
  folders.push(made);
  return made;
}

/** A folder for --keep holding the migrated, empty database of the global set-up. */
function migratedFolder(): string {
  const made = folder();
  const templateRoot = inject('pgliteTemplateRoot');
  if (!templateRoot)
    throw new Error('The PGlite template is missing: run the tests through vitest (npm test).');
  fs.cpSync(path.join(templateRoot, TEMPLATE), made, { recursive: true });
  return made;
}

/** `npm run bench -- …args`: its exit code and everything it printed. */
function bench(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench.ts'), ...TINY, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A measured line: p50, p95 and max in milliseconds. */
const FIGURES = /p50 +[\d.]+ ms +p95 +[\d.]+ ms +max +[\d.]+ ms/;

function expectRan(run: { code: number | null; output: string }, ...sections: RegExp[]) {
  expect(run.output, run.output).not.toMatch(/Error|Unhandled/);
  expect(run.code, run.output).toBe(0);
  for (const section of sections) expect(run.output).toMatch(section);
}

// The tests run in order: the second and third measure the organisation the first generated.
describe('npm run bench, each mode on a tiny organisation', { timeout: 180_000 }, () => {
  const kept = migratedFolder();

  it('measures everything: server-side, attendance, then HTTP with the export and the zip', async () => {
    const run = await bench(...HTTP, '--keep', kept);
    expectRan(
      run,
      /Generated in/,
      new RegExp(`task list: all, newest first +${FIGURES.source}`),
      new RegExp(`users list: search a person's name +${FIGURES.source}`),
      new RegExp(`dashboard \\(counts and My Tasks\\) +${FIGURES.source}`),
      new RegExp(`task timeline: first page of 40 entries, 1/4 comments +${FIGURES.source}`),
      /CSV export of 20 tasks[^\n]*\n +server-side, run 1 /,
      /Zip of 2 tasks × 2 attachments[^\n]*\n +server-side, run 1 /,
      new RegExp(`leave list: whole hierarchy, newest first +${FIGURES.source}`),
      new RegExp(`search: one word, common \\("budget"\\) +${FIGURES.source}`),
      new RegExp(`check-in, 64 × 48 photo +${FIGURES.source}`),
      new RegExp(`audit log: one person \\(acted or concerned\\) +${FIGURES.source}`),
      new RegExp(`notifications: unread count +${FIGURES.source}`),
      /list +16 +\d+ +\d+ +\d+ +0 +0/,
      /show +16 +\d+ +\d+ +\d+ +0 +0/,
      /CSV export of the bench's list[^\n]*\n +over HTTP, run 1 /,
      /Attachments zip[^\n]*\n +over HTTP, run 1 /,
    );
  });

  it('--http-only on the kept organisation, writing the wrk files', async () => {
    const wrk = folder();
    const run = await bench(...HTTP, '--keep', kept, '--http-only', '--wrk-files', wrk);
    expectRan(run, /Measuring the organisation already in/, /list +1 +\d+/, /show +16 +\d+/);
    expect(run.output).not.toMatch(/Generated in|task list: /);
    expect(fs.readFileSync(path.join(wrk, 'cookies.txt'), 'utf8')).not.toBe('');
    expect(fs.readFileSync(path.join(wrk, 'shows.txt'), 'utf8')).not.toBe('');
  });

  it('--leave-only, --attendance-only, --grid-only, --writes-only, --activity-only and --search-only together, on the kept organisation', async () => {
    const run = await bench(
      '--keep',
      kept,
      '--leave-only',
      '--attendance-only',
      '--grid-only',
      '--writes-only',
      '--activity-only',
      '--search-only',
      // The writes' HTTP runs: four of a second each.
      '--duration',
      '1',
    );
    expectRan(
      run,
      /Measuring the organisation already in/,
      new RegExp(`leave list: own applications only +${FIGURES.source}`),
      new RegExp(`check-in, 64 × 48 photo +${FIGURES.source}`),
      new RegExp(`photo re-encoding, [^\\n]* +${FIGURES.source}`),
      /Attendance grid, as grid-manager@bench\.example\.com with 20 people below them/,
      new RegExp(`export: Attendance-list\\.csv, 20 × 31 +${FIGURES.source}`),
      new RegExp(`group report as \\.xlsx, 20 people +${FIGURES.source}`),
      new RegExp(`audit log: one type \\(leave\\.corrected\\) +${FIGURES.source}`),
      new RegExp(`notifications: first page of 20, with the counts +${FIGURES.source}`),
      new RegExp(`search: a task number \\("#\\d+"\\) +${FIGURES.source}`),
      /Writes over HTTP on the embedded database/,
      ...['task create', 'leave approve'].flatMap((name) =>
        [1, 16].map((conns) => new RegExp(`${name} +${conns} +\\d+${' +[\\d.]+'.repeat(3)} +0 +0 `)),
      ),
    );
    // Those parts alone: neither the task lists nor the reads' HTTP load.
    expect(run.output).not.toMatch(/Generated in|task list: |HTTP load/);
  });

  it('--lists-only: the task list’s and the users list’s cases alone, on the kept organisation', async () => {
    const run = await bench('--keep', kept, '--lists-only');
    expectRan(
      run,
      new RegExp(`task list: all, search "budget", by name +${FIGURES.source}`),
      new RegExp(`users list: by designation +${FIGURES.source}`),
    );
    expect(run.output).not.toMatch(/Generated in|dashboard|search: |leave list: |HTTP load/);
  });

  it('--person-only: each section of a person’s page over the app, and all of them', async () => {
    const run = await bench('--keep', kept, '--person-only');
    expectRan(
      run,
      new RegExp(`person page: task-summary +${FIGURES.source}`),
      new RegExp(`person page: activity +${FIGURES.source}`),
      new RegExp(`person page: every section, one after another +${FIGURES.source}`),
    );
    expect(run.output).not.toMatch(/Generated in|task list: |HTTP load/);
  });
});
