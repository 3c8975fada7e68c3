import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../shared/constants.ts';
import type { RunningApp } from '../e2e/harness.ts';
import { signIn } from './bench-http.ts';
import {
  BUDGETS,
  formatReport,
  judge,
  runLoadTest,
  startEmbeddedForLoad,
  summaryLine,
  type LoadReport,
} from './load.ts';
import { loadPersonEmail } from './load-people.ts';
import { ACTIONS } from './load-workload.ts';

/**
 * `npm run load`'s workload, short: a few users against the real server with the demo
 * organisation do every action without one refused request, and what they wrote is there.
 */
let app: RunningApp;
let report: LoadReport;
/** People added to the demo's 13, so that most users are a person of their own. */
const ADDED = 6;

beforeAll(async () => {
  app = await startEmbeddedForLoad(ADDED);
  report = await runLoadTest({
    url: app.url,
    users: 8,
    durationS: 20,
    rampS: 2,
    thinkS: 0.15,
    processes: [{ name: 'app', pid: () => app.pid }],
  });
}, 90_000);
afterAll(async () => {
  await app?.stop();
});

describe('npm run load', () => {
  it('runs every action of the mix, each answered without an error', () => {
    const summary = Object.fromEntries(
      report.actions.map((a) => [a.action, { ran: a.count > 0, failed: a.failed }]),
    );
    expect(summary).toEqual(
      Object.fromEntries(['sign in', ...ACTIONS].map((action) => [action, { ran: true, failed: 0 }])),
    );
    expect(report.errors).toBe(0);
    expect(report.people).toBe(13 + ADDED);
    expect(report.requests).toBeGreaterThan(200);
    expect(report.writeShare).toBeGreaterThan(0.1);
    expect(report.writeShare).toBeLessThan(0.3);
  });

  it('writes what users write: tasks, comments, leave and its decisions, attendance', async () => {
    const writes = Object.fromEntries(report.actions.map((a) => [a.action, a.writes]));
    for (const action of [
      'create task',
      'comment with mention',
      'apply for leave',
      'decide leave',
      'mark attendance',
    ])
      expect(writes[action], action).toBeGreaterThan(0);
    // The tasks it created are there, as many as it was told were created.
    const session = await signIn(app.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const res = await fetch(`${app.url}/api/v1/tasks/count?tab=all&search=load%20run`, {
      headers: { cookie: `orgdesk_session=${session}` },
    });
    expect(await res.json()).toEqual({ total: writes['create task'] });
  });

  it('adds people like the demo employees: they sign in and have tasks, leave and a manager', async () => {
    const session = await signIn(app.url, loadPersonEmail(ADDED), DEMO_PASSWORD);
    const get = async (path: string) =>
      (await fetch(`${app.url}${path}`, { headers: { cookie: `orgdesk_session=${session}` } })).json();
    // Their five, beside what users of the run gave them (named "… (load run)").
    const mine = (await get('/api/v1/tasks?tab=assigned-to-me&pageSize=100')) as {
      items: Array<{ name: string }>;
    };
    expect(mine.items.filter((task) => !task.name.endsWith('(load run)'))).toHaveLength(5);
    const planner = (await get('/api/v1/leaves/planner')) as { balances: Array<{ balance: number }> };
    expect(planner.balances.some((b) => b.balance > 0)).toBe(true);
    const me = (await get('/api/v1/auth/session')) as { user: { reportingManagerId: string | null } };
    expect(me.user.reportingManagerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports figures, the server memory and the budgets it is judged by', () => {
    expect(report.reqPerSec).toBeGreaterThan(0);
    expect(report.latency.p50).toBeLessThanOrEqual(report.latency.p99);
    expect(report.memory).toHaveLength(1);
    expect(report.memory[0]!.peak).toBeGreaterThan(50);
    expect(formatReport(report)).toMatch(/comment with mention\s+\d+\s+0\s+\d+/);
    expect(summaryLine(report)).toMatch(
      /^load: 8 users, 20 s: [\d.]+ req\/s, p95 \d+ ms, p99 \d+ ms, errors 0\.000 %, RSS app /,
    );
    const verdicts = judge(report, BUDGETS.embedded);
    expect(verdicts.find((v) => v.what.startsWith('errors'))).toEqual({
      what: 'errors 0.000 % < 0.1 %',
      ok: true,
    });
  });
});
