/**
 * A person's page (issue 31, item 4): each of its sections as the page asks for it, over the app
 * (Fastify's inject: routing, authorization, validation and serialisation included, no network),
 * as the manager with the most people below them viewing one of their direct reports. Budget:
 * the sections together ≤ 60 ms server-side (each at most three round trips to the database,
 * which server/test/round-trips.api.test.ts holds).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, DEMO_PASSWORD } from '../shared/constants.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { queryRows, type Database } from '../server/db/client.ts';

export const PERSON_PAGE_BUDGET_MS = 60;

type Measure = (run: () => Promise<unknown>) => Promise<{ p50: number; p95: number; max: number }>;
type Line = (label: string, r: { p50: number; p95: number; max: number }, budget: number) => void;

/** The person page's sections, as web/src/app/pages/person-page.tsx asks for them. */
const SECTIONS = [
  'task-summary',
  'attendance-month',
  'leave-balances',
  'leaves',
  'appraisals',
  'letter-requests',
  'tax-proofs',
  'activity',
];

/** Signs in over the app and answers GETs with the session, as the web app would. */
async function signedIn(app: FastifyInstance, email: string) {
  const cookies = new Map<string, string>();
  const keep = (res: { cookies: Array<{ name: string; value: string }> }) => {
    for (const c of res.cookies) cookies.set(c.name, c.value);
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await app.inject({ method: 'GET', url: '/api/v1/app-info' }));
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { cookie: header(), [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '' },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`Signing in as ${email}: ${login.statusCode} ${login.body}`);
  keep(login);
  return async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: header() } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
}

export async function benchPersonPage(
  database: Database,
  dataDir: string,
  manager: { id: string; email: string },
  measure: Measure,
  line: Line,
): Promise<void> {
  const [report] = await queryRows<{ id: string; tasks: number }>(
    database.db,
    sql`select u.id, (select count(*)::int from tasks t where t.assigned_to_id = u.id) as tasks
      from users u where u.reporting_manager_id = ${manager.id} and u.deleted_at is null
      order by 2 desc, u.id limit 1`,
  );
  if (!report) throw new Error(`${manager.email} has no direct report`);
  const app = await buildApp({
    database,
    config: { ...loadConfig({}), dataDir },
    logger: false,
    serveWeb: false,
  });
  try {
    const get = await signedIn(app, manager.email);
    console.log(
      `\nPerson page, as ${manager.email} viewing a direct report with ${report.tasks.toLocaleString('en')} tasks:`,
    );
    const urls = [
      ...SECTIONS.map((section) => `/api/v1/users/${report.id}/${section}`),
      `/api/v1/org/chart?userId=${report.id}`,
    ];
    for (const url of urls)
      line(
        `person page: ${url.split('/').at(-1)!.split('?')[0]}`,
        await measure(() => get(url)),
        PERSON_PAGE_BUDGET_MS,
      );
    line(
      'person page: every section, one after another',
      await measure(async () => {
        for (const url of urls) await get(url);
      }),
      PERSON_PAGE_BUDGET_MS,
    );
  } finally {
    await app.close();
  }
}
