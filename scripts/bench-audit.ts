/**
 * The audit log's bench case (issue 29): 1,000,000 domain events over a year, by and about the
 * generated organisation's people, read by an Admin with each one filter.
 * Budget: p95 ≤ 50 ms on the embedded database, for every filter.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.ts';
import type { AppContext } from '../server/lib/context.ts';
import { listAuditEvents } from '../server/modules/audit/audit.service.ts';
import { withPeopleRows } from '../server/modules/events/events.repository.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import type { AuditQuery } from '../shared/schemas/audit.schema.ts';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import { sized } from './bench-sizes.ts';

export const AUDIT_BUDGET_MS = 50;
const EVENTS = sized(1_000_000, 2_000);
const BATCH = 100_000;

export interface AuditCase {
  admin: SessionUser;
  events: number;
  /** Someone who acted in about 1 in 200 events, and a task with a few dozen. */
  person: string;
  taskId: string;
}

/** The event types the generated log is made of, most common first. */
const TYPES = [
  'task.updated',
  'task.commented',
  'task.created',
  'leave.applied',
  'leave.approved',
  'task.deleted',
  'leave.rejected',
  'leave.corrected',
];

/**
 * Events written straight to the table in batches, with their people rows (as many as the log already holds are not
 * added again): a year of them, newest last, each by one of the first 200 people about one of
 * 20,000 tasks or 5,000 leaves, concerning another person.
 */
export async function prepareAuditCase(db: Db): Promise<AuditCase> {
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from domain_events`);
  const people = await queryRows<{ id: string }>(db, sql`select id from users order by id limit 200`);
  const ids = people.map((p) => p.id);
  const types = `{${TYPES.join(',')}}`;
  for (let start = have?.n ?? 0; start < EVENTS; start += BATCH) {
    const count = Math.min(BATCH, EVENTS - start);
    await db.execute(
      withPeopleRows(sql`insert into domain_events
        (occurred_at, type, actor_id, subject_kind, subject_id, concerns, changes, data)
      select now() - ((${EVENTS} - g) * interval '31 seconds'),
        t.types[1 + (g * 7 + g / 13) % ${TYPES.length}],
        (${`{${ids.join(',')}}`}::uuid[])[1 + g % ${ids.length}],
        case when g % 4 = 3 then 'leave' else 'task' end,
        case when g % 4 = 3 then (g % 5000)::text else (g % 20000)::text end,
        array[(${`{${ids.join(',')}}`}::uuid[])[1 + (g / 7) % ${ids.length}]],
        case when g % 3 = 0 then jsonb_build_object('dueDate', jsonb_build_object('from', '2026-11-30', 'to', '2026-12-05')) end,
        jsonb_build_object('name', 'Bench task ' || (g % 20000))
      from generate_series(${start + 1}::int, ${start + count}::int) g, (select ${types}::text[] as types) t
      returning *`),
    );
  }
  // The embedded database has no autovacuum to keep the planner's statistics.
  await db.execute(sql`analyze domain_events, domain_event_people`);
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u join roles r on r.id = u.role_id
      where r.system_key in ('superAdmin', 'admin') and u.deleted_at is null and u.is_active order by u.id limit 1`,
  );
  if (!admin) throw new Error('The generated organisation has no Admin');
  const row = await findActiveSessionUser(db, admin.id);
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from domain_events`);
  return { admin: presentSessionUser(row!), events: counted?.n ?? 0, person: ids[17]!, taskId: '1234' };
}

type Measure = (run: () => Promise<unknown>) => Promise<{ p50: number; p95: number; max: number }>;
type Line = (label: string, r: { p50: number; p95: number; max: number }, budget: number) => void;

export async function benchAuditServerSide(
  ctx: AppContext,
  auditCase: AuditCase,
  measure: Measure,
  line: Line,
) {
  console.log(`\nAudit log, as an Admin, over ${auditCase.events.toLocaleString('en')} events:`);
  const cases: Array<[string, Partial<AuditQuery>]> = [
    ['newest first, no filter', {}],
    ['page 40 of 25', { page: 40 }],
    ['one person (acted or concerned)', { person: auditCase.person }],
    ['one area (leave)', { area: 'leave' }],
    ['one type (leave.corrected)', { type: 'leave.corrected' }],
    ['one object (a task)', { kind: 'task', object: auditCase.taskId }],
    ['one week, a month ago', { from: daysAgo(37), to: daysAgo(30) }],
  ];
  for (const [label, query] of cases) {
    const full: AuditQuery = { page: 1, pageSize: 25, ...query };
    line(
      `audit log: ${label}`,
      await measure(() => listAuditEvents(ctx, auditCase.admin, full)),
      AUDIT_BUDGET_MS,
    );
  }
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
