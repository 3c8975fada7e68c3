import { lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  domainEventPeople,
  domainEvents,
  eventConsumers,
  eventConsumptions,
  type EventChanges,
} from '../../db/schema/events.ts';

export interface NewEventRow {
  type: string;
  actorId: string | null;
  subjectKind: string;
  subjectId: string;
  concerns: string[];
  changes: EventChanges | null;
  data: Record<string, unknown> | null;
  occurredAt?: Date;
}

/** The rows of a statement written as SQL text (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * An INSERT into domain_events (RETURNING *) made one statement with the rows of
 * domain_event_people it implies, for the audit log's "by person" filter: each event's actor, the
 * people it concerns, and the person it is about.
 */
export function withPeopleRows(insertReturningAll: SQL): SQL {
  return sql`with added as (${insertReturningAll})
    insert into ${domainEventPeople} (person_id, occurred_at, event_id)
    select distinct p.person_id, e.occurred_at, e.id
    from added e
    cross join lateral (
      select e.actor_id as person_id
      union select unnest(e.concerns)
      union select e.subject_id::uuid where e.subject_kind = 'person' and e.subject_id ~ '^[0-9a-f-]{36}$'
    ) p
    where p.person_id is not null`;
}

/** One statement for all the events of a change, their people rows included. */
export async function insertEvents(tx: DbOrTx, rows: NewEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(withPeopleRows(tx.insert(domainEvents).values(rows).returning().getSQL()));
}

/** An event as a consumer reads it: with its transaction id and this consumer's earlier attempts. */
export interface StoredEventRow extends EventRow {
  tx: string;
  /** This consumer's earlier attempt at it, if one failed. */
  failedAttempts: number;
  retryAt: Date | null;
}

/**
 * Registers a consumer once: from the first event kept, or from now on. From now on, its horizon
 * is the oldest transaction still running (whose events are yet to come), and the events already
 * committed above it are marked handled, in the same statement (the same snapshot).
 */
export async function ensureConsumer(db: DbOrTx, name: string, from: 'beginning' | 'now'): Promise<void> {
  if (from === 'beginning') {
    await db.execute(sql`
      insert into ${eventConsumers} (name, horizon) values (${name}, '0'::xid8) on conflict (name) do nothing`);
    return;
  }
  await db.execute(sql`
    with registered as (
      insert into ${eventConsumers} (name, horizon)
      values (${name}, pg_snapshot_xmin(pg_current_snapshot()))
      on conflict (name) do nothing
      returning horizon
    )
    insert into ${eventConsumptions} (consumer, event_id, event_tx, state)
    select ${name}, e.id, e.tx, 'done' from ${domainEvents} e, registered r where e.tx >= r.horizon`);
}

/**
 * Takes the consumer for this transaction and reads its state, in one statement: null when
 * another instance (or run) holds it (a consumer's events are handled by one run at a time, in
 * order). The state is its horizon, and the oldest transaction still running: every event of an
 * older transaction is committed or gone for good, so the horizon may move up to it once they are
 * handled.
 *
 * The transaction then commits without waiting for its record to reach the disk: what it writes
 * follows from events already committed, and a crash of the database that lost it would lose its
 * record of having handled them with it, so they would be handled again, once (at least once, as
 * ever). A crash of the app loses nothing: the commit is made, only its flush is later. That
 * spares the writes that emit events a flush of the log per run of each consumer.
 */
export async function lockConsumer(
  tx: DbOrTx,
  name: string,
): Promise<{ horizon: string; settledBefore: string } | null> {
  const [row] = await rowsOf<{ horizon: string; settled_before: string }>(
    tx,
    sql`
    select horizon::text as horizon, pg_snapshot_xmin(pg_current_snapshot())::text as settled_before
    from ${eventConsumers}
    where name = ${name} and set_config('synchronous_commit', 'off', true) is not null
      and pg_try_advisory_xact_lock(hashtext('orgdesk.event-consumer'), hashtext(${name}))`,
  );
  return row ? { horizon: row.horizon, settledBefore: row.settled_before } : null;
}

/**
 * The next committed events of the given types at or above the horizon that the consumer has not
 * handled (or that failed and may be retried), after `afterId`, in the order they were written.
 *
 * Read from the transaction index: the fence keeps the planner there, whatever its statistics say
 * (the events above a horizon are few, while the type index holds every event ever kept).
 */
export async function findPendingEvents(
  tx: DbOrTx,
  options: { consumer: string; horizon: string; types: readonly string[]; afterId: number; limit: number },
): Promise<StoredEventRow[]> {
  const after = options.afterId > 0 ? sql`and id > ${options.afterId}` : sql``;
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`
    select e.id, e.tx::text as tx, e.occurred_at, e.type, e.actor_id, e.subject_kind, e.subject_id,
      e.concerns, e.changes, e.data, c.attempts, c.retry_at
    from (select * from ${domainEvents} where tx >= ${options.horizon}::xid8 ${after} offset 0) e
    left join ${eventConsumptions} c on c.consumer = ${options.consumer} and c.event_id = e.id
    where e.type in ${options.types} and (c.state is null or c.state = 'failed')
    order by e.id
    limit ${options.limit}`,
  );
  return rows.map((r) => ({
    ...toEventRow(r),
    tx: String(r.tx),
    failedAttempts: r.attempts == null ? 0 : Number(r.attempts),
    retryAt: r.retry_at == null ? null : new Date(r.retry_at as string | Date),
  }));
}

/** node-postgres parses uuid[]; the embedded driver may hand over its text form. */
function parseUuidArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',');
  return [];
}

/** Records the events as handled by the consumer, in one statement. */
export async function recordHandled(
  tx: DbOrTx,
  consumer: string,
  events: readonly StoredEventRow[],
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(eventConsumptions)
    .values(
      events.map((event) => ({
        consumer,
        eventId: event.id,
        eventTx: event.tx,
        state: 'done' as const,
        attempts: event.failedAttempts + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [eventConsumptions.consumer, eventConsumptions.eventId],
      set: {
        state: 'done',
        attempts: sql`${eventConsumptions.attempts} + 1`,
        retryAt: null,
        updatedAt: sql`now()`,
      },
    });
}

export async function recordFailed(
  tx: DbOrTx,
  consumer: string,
  event: StoredEventRow,
  outcome: { error: string; retryAt: Date | null },
): Promise<void> {
  const state = outcome.retryAt ? 'failed' : 'abandoned';
  await tx
    .insert(eventConsumptions)
    .values({
      consumer,
      eventId: event.id,
      eventTx: event.tx,
      state,
      attempts: 1,
      retryAt: outcome.retryAt,
      lastError: outcome.error,
    })
    .onConflictDoUpdate({
      target: [eventConsumptions.consumer, eventConsumptions.eventId],
      set: {
        state,
        attempts: sql`${eventConsumptions.attempts} + 1`,
        retryAt: outcome.retryAt,
        lastError: outcome.error,
        updatedAt: sql`now()`,
      },
    });
}

/** Moves the horizon up, and forgets the handled events below it (they are never read again). */
export async function advanceHorizon(tx: DbOrTx, consumer: string, horizon: string): Promise<void> {
  await tx.execute(sql`
    with moved as (
      update ${eventConsumers} set horizon = ${horizon}::xid8, updated_at = now()
      where name = ${consumer} and horizon < ${horizon}::xid8
      returning name
    )
    delete from ${eventConsumptions}
    where consumer in (select name from moved) and state = 'done' and event_tx < ${horizon}::xid8`);
}

/** What the audit log is filtered by; days are calendar days in `timeZone`, both included. */
export interface EventFilter {
  personId?: string | undefined;
  area?: string | undefined;
  type?: string | undefined;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  timeZone: string;
}

/**
 * The events a filter selects, as FROM … WHERE …, in the order the log reads (newest first): a
 * person's through their rows of domain_event_people, the others from domain_events' indexes.
 */
function eventSource(filter: EventFilter): { from: SQL; order: SQL } {
  const parts: SQL[] = [sql`true`];
  if (filter.area) parts.push(sql`split_part(e.type, '.', 1) = ${filter.area}`);
  if (filter.type) parts.push(sql`e.type = ${filter.type}`);
  if (filter.subjectKind) parts.push(sql`e.subject_kind = ${filter.subjectKind}`);
  if (filter.subjectId) parts.push(sql`e.subject_id = ${filter.subjectId}`);
  parts.push(...dayBounds(filter.personId ? sql`p.occurred_at` : sql`e.occurred_at`, filter));
  const where = sql.join(parts, sql` and `);
  if (filter.personId)
    return {
      from: sql`${domainEventPeople} p join ${domainEvents} e on e.id = p.event_id
        where p.person_id = ${filter.personId} and ${where}`,
      order: sql`p.occurred_at desc, p.event_id desc`,
    };
  return { from: sql`${domainEvents} e where ${where}`, order: sql`e.occurred_at desc, e.id desc` };
}

/** The filter's days, both included, in the organisation's time zone, as bounds on `at`. */
function dayBounds(at: SQL, filter: EventFilter): SQL[] {
  const bounds: SQL[] = [];
  if (filter.fromDay)
    bounds.push(sql`${at} >= (${filter.fromDay}::date)::timestamp at time zone ${filter.timeZone}`);
  if (filter.toDay)
    bounds.push(sql`${at} < ((${filter.toDay}::date) + 1)::timestamp at time zone ${filter.timeZone}`);
  return bounds;
}

/** A person's rows of domain_event_people within the filter's days. */
function personRows(filter: EventFilter, personId: string): SQL {
  const parts: SQL[] = [sql`p.person_id = ${personId}`, ...dayBounds(sql`p.occurred_at`, filter)];
  return sql`${domainEventPeople} p where ${sql.join(parts, sql` and `)}`;
}

export interface EventRow {
  id: number;
  occurredAt: Date;
  type: string;
  actorId: string | null;
  subjectKind: string;
  subjectId: string;
  concerns: string[];
  changes: EventChanges | null;
  data: Record<string, unknown> | null;
}

const EVENT_COLUMNS = sql.raw(
  'e.id, e.occurred_at, e.type, e.actor_id, e.subject_kind, e.subject_id, e.concerns, e.changes, e.data',
);

const toEventRow = (r: Record<string, unknown>): EventRow => ({
  id: Number(r.id),
  occurredAt: new Date(r.occurred_at as string | Date),
  type: String(r.type),
  actorId: (r.actor_id as string | null) ?? null,
  subjectKind: String(r.subject_kind),
  subjectId: String(r.subject_id),
  concerns: parseUuidArray(r.concerns),
  changes: (r.changes as EventChanges | null) ?? null,
  data: (r.data as Record<string, unknown> | null) ?? null,
});

/** A page of events, newest first. */
export async function findEventPage(
  db: DbOrTx,
  filter: EventFilter,
  page: { offset: number; limit: number },
): Promise<EventRow[]> {
  const { from, order } = eventSource(filter);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS} from ${from} order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toEventRow);
}

/** How many events match, counted up to `cap` + 1 (a count of a million rows is not worth its time). */
export async function countEvents(db: DbOrTx, filter: EventFilter, cap: number): Promise<number> {
  // A person's events over days are counted from their own rows, without reading the events.
  const peopleOnly =
    filter.personId && !filter.area && !filter.type && !filter.subjectKind && !filter.subjectId;
  const from = peopleOnly ? personRows(filter, filter.personId!) : eventSource(filter).from;
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${from} limit ${cap + 1}) x`,
  );
  return Number(row?.n ?? 0);
}

/** Every matching event, newest first, in pages (for an export). */
export async function* eachEvent(
  db: DbOrTx,
  filter: EventFilter,
  pageSize = 1000,
): AsyncGenerator<EventRow[]> {
  const { from, order } = eventSource(filter);
  const at = filter.personId ? sql`p.occurred_at` : sql`e.occurred_at`;
  let after: EventRow | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (${at}, e.id) < (${after.occurredAt.toISOString()}::timestamptz, ${after.id})`
      : sql``;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select ${EVENT_COLUMNS} from ${from} ${keyset} order by ${order} limit ${pageSize}`,
    );
    if (rows.length === 0) return;
    const batch = rows.map(toEventRow);
    yield batch;
    after = batch.at(-1)!;
    if (rows.length < pageSize) return;
  }
}

/**
 * Deletes up to `limit` of the oldest events written before `cutoff`, in the caller's transaction,
 * which declares itself the retention job (the append-only trigger lets only that delete). Returns
 * how many went.
 */
export async function deleteEventBatchBefore(tx: DbOrTx, cutoff: Date, limit: number): Promise<number> {
  await tx.execute(sql`set local orgdesk.event_retention = 'on'`);
  const [row] = await rowsOf<{ n: number | string }>(
    tx,
    sql`with gone as (
      delete from ${domainEvents} where id in (
        select id from ${domainEvents} where occurred_at < ${cutoff} order by occurred_at, id limit ${limit})
      returning id)
    select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}

/**
 * After the events before `cutoff` are gone: their people rows, and the consumers' records of
 * events that no longer exist (a consumer records only events it could read, so each of those
 * records' events committed before the record did). A run interrupted before this leaves them to
 * the next run, whose cutoff is later.
 */
export async function deleteEventLeftovers(db: DbOrTx, cutoff: Date): Promise<void> {
  await db.delete(domainEventPeople).where(lt(domainEventPeople.occurredAt, cutoff));
  await db.execute(
    sql`delete from ${eventConsumptions} c
      where not exists (select 1 from ${domainEvents} e where e.id = c.event_id)`,
  );
}

/** Which object's history: its events, optionally without those of some areas (sign-ins). */
export interface SubjectFilter {
  kind: string;
  id: string;
  /** Leave out the events of these areas (`auth`): what the reader may not see of the object. */
  hiddenAreas?: readonly string[];
}

/**
 * An object's events, newest first, a page at a time, from domain_events_subject_idx: `before`
 * is the id of the last event of the previous page (its instant and id are the keyset).
 */
export async function findSubjectEvents(
  db: DbOrTx,
  subject: SubjectFilter,
  page: { before?: number | undefined; limit: number },
): Promise<EventRow[]> {
  const parts: SQL[] = [sql`e.subject_kind = ${subject.kind}`, sql`e.subject_id = ${subject.id}`];
  if (page.before !== undefined)
    parts.push(
      sql`(e.occurred_at, e.id) < (select b.occurred_at, b.id from ${domainEvents} b where b.id = ${page.before})`,
    );
  for (const area of subject.hiddenAreas ?? []) parts.push(sql`split_part(e.type, '.', 1) <> ${area}`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS} from ${domainEvents} e where ${sql.join(parts, sql` and `)}
      order by e.occurred_at desc, e.id desc limit ${page.limit}`,
  );
  return rows.map(toEventRow);
}

/**
 * Which of one kind of object a reader may see, as the module owning them decides (a person's
 * activity): `visible(id)` is an SQL condition on the subject's id as the event records it (text).
 */
export interface SubjectSight {
  kind: string;
  visible: (subjectId: SQL) => SQL;
}

/**
 * What one person did, newest first, a page at a time, from domain_events_actor_idx: only events
 * about objects of the sights' kinds that their condition lets through, without the hidden areas.
 * Each condition is asked only of its own kind's events (a CASE, so that its casts of the id never
 * meet another kind's).
 */
export async function findActorEvents(
  db: DbOrTx,
  filter: { actorId: string; sights: readonly SubjectSight[]; hiddenAreas: readonly string[] },
  page: { before?: number | undefined; limit: number },
): Promise<EventRow[]> {
  if (filter.sights.length === 0) return [];
  const kinds = filter.sights.map((sight) => sight.kind);
  const arms = filter.sights.map((sight) => sql`when ${sight.kind} then ${sight.visible(sql`e.subject_id`)}`);
  const parts: SQL[] = [
    sql`e.actor_id = ${filter.actorId}`,
    sql`e.subject_kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
    sql`(case e.subject_kind ${sql.join(arms, sql` `)} else false end)`,
  ];
  if (page.before !== undefined)
    parts.push(
      sql`(e.occurred_at, e.id) < (select b.occurred_at, b.id from ${domainEvents} b where b.id = ${page.before})`,
    );
  for (const area of filter.hiddenAreas) parts.push(sql`split_part(e.type, '.', 1) <> ${area}`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS} from ${domainEvents} e where ${sql.join(parts, sql` and `)}
      order by e.occurred_at desc, e.id desc limit ${page.limit}`,
  );
  return rows.map(toEventRow);
}

/**
 * Whether an event of `type` about the subject was already recorded with its data matching
 * `match` (each key's text equal to the value), as an SQL condition for another module's query
 * (both sides are SQL, so that the subject id and the values may be columns of the outer query).
 * Jobs that tell of something once (a task due tomorrow, at its due date, to its assignee) select
 * only what this is false for; the subject index answers it.
 */
export function eventRecordedSql(input: {
  type: string;
  subjectKind: string;
  subjectId: SQL;
  match: Record<string, SQL>;
}): SQL {
  const matches = Object.entries(input.match).map(
    ([key, value]) => sql`and recorded.data ->> ${key} = (${value})::text`,
  );
  return sql`exists (select 1 from ${domainEvents} recorded
    where recorded.subject_kind = ${input.subjectKind} and recorded.subject_id = (${input.subjectId})::text
      and recorded.type = ${input.type} ${sql.join(matches, sql` `)})`;
}
