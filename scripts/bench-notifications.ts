/**
 * The notifications' bench case (issue 29): a person with 10,000 notifications (one in ten
 * unread) lists them and counts the unread, as the bell does on every page.
 * Budget: p95 ≤ 20 ms server-side for each, on the embedded database.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.ts';
import type { AppContext } from '../server/lib/context.ts';
import {
  listNotifications,
  unreadNotificationCount,
} from '../server/modules/notifications/notifications.service.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import { sized } from './bench-sizes.ts';

export const NOTIFICATIONS_BUDGET_MS = 20;
const PER_PERSON = sized(10_000, 50);
/** Others' notifications around theirs, so that the index has to pick theirs out. */
const OTHERS = sized(200, 4);

export interface NotificationsCase {
  person: SessionUser;
  rows: number;
}

/** The notifications of one person and of others, written straight to the table (once per database). */
export async function prepareNotificationsCase(db: Db): Promise<NotificationsCase> {
  const people = await queryRows<{ id: string }>(
    db,
    sql`select id from users where deleted_at is null and is_active order by id limit ${OTHERS + 1}`,
  );
  const [person, ...others] = people.map((p) => p.id);
  if (!person) throw new Error('The generated organisation has no one');
  const [have] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where recipient_id = ${person}`,
  );
  if ((have?.n ?? 0) < PER_PERSON) {
    const everyone = `{${[person, ...others].join(',')}}`;
    await db.execute(sql`insert into notifications
        (recipient_id, event_id, kind, type, actor_id, subject_kind, subject_id, data, created_at, read_at)
      select r.id, g, 'task_assigned', 'task.created', ${others[0] ?? person}::uuid, 'task', (g % 20000)::text,
        jsonb_build_object('name', 'Bench task ' || g), now() - (${PER_PERSON} - g) * interval '5 minutes',
        case when g % 10 = 0 then null else now() end
      from generate_series(1, ${PER_PERSON}::int) g, unnest(${everyone}::uuid[]) as r(id)
      on conflict do nothing`);
    await db.execute(sql`analyze notifications`);
  }
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where recipient_id = ${person}`,
  );
  const row = await findActiveSessionUser(db, person);
  return { person: presentSessionUser(row!), rows: counted?.n ?? 0 };
}

type Measure = (run: () => Promise<unknown>) => Promise<{ p50: number; p95: number; max: number }>;
type Line = (label: string, r: { p50: number; p95: number; max: number }, budget: number) => void;

export async function benchNotificationsServerSide(
  ctx: AppContext,
  notificationsCase: NotificationsCase,
  measure: Measure,
  line: Line,
) {
  console.log(
    `\nNotifications, as a person with ${notificationsCase.rows.toLocaleString('en')} of them (1 in 10 unread):`,
  );
  const { person } = notificationsCase;
  line(
    'notifications: unread count',
    await measure(() => unreadNotificationCount(ctx, person)),
    NOTIFICATIONS_BUDGET_MS,
  );
  line(
    'notifications: first page of 20, with the counts',
    await measure(() => listNotifications(ctx, person, { unread: false, page: 1, pageSize: 20 })),
    NOTIFICATIONS_BUDGET_MS,
  );
  line(
    'notifications: unread only, first page of 20',
    await measure(() => listNotifications(ctx, person, { unread: true, page: 1, pageSize: 20 })),
    NOTIFICATIONS_BUDGET_MS,
  );
  line(
    'notifications: page 100 of 20',
    await measure(() => listNotifications(ctx, person, { unread: false, page: 100, pageSize: 20 })),
    NOTIFICATIONS_BUDGET_MS,
  );
}
