import type { EventType } from '../../../shared/rules/events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EventChanges } from '../../db/schema/events.ts';
import { errorSummary } from '../../lib/logger.ts';
import type { JobDefinition } from '../../lib/scheduler.ts';
import {
  advanceHorizon,
  ensureConsumer,
  findPendingEvents,
  lockConsumer,
  recordFailed,
  recordHandled,
  type StoredEventRow,
} from './events.repository.ts';

/** An event as consumers read it. */
export interface StoredEvent {
  id: number;
  occurredAt: Date;
  type: EventType;
  actorId: string | null;
  subject: { kind: string; id: string };
  concerns: string[];
  changes: EventChanges | null;
  data: Record<string, unknown> | null;
}

/**
 * Something that must happen after a change: a mail, a notification. It names the event types it
 * handles; `handle` runs in the transaction that records the event as handled by it, so its
 * writes (a queued mail, a notification row) happen once per event however often it is read.
 */
export interface EventConsumer {
  /** Kebab-case, stable: the consumer's progress and its job are kept under it. */
  name: string;
  /** One sentence for Admins (Settings > Scheduled jobs). */
  description: string;
  types: readonly EventType[];
  /** Where a consumer added to a running install starts: every event kept, or those from now on. */
  startAt: 'beginning' | 'now';
  handle(tx: DbOrTx, event: StoredEvent): Promise<void>;
  /**
   * The same as `handle` for each of a page's events, in order, in fewer statements (one lookup
   * for all their people). Without it, the page's events are handled one by one.
   */
  handleBatch?(tx: DbOrTx, events: readonly StoredEvent[]): Promise<void>;
  /** Called after a run's transaction committed handled events (to nudge the mail worker, say). */
  afterCommit?(): void;
}

export const MAX_EVENT_ATTEMPTS = 5;
const PAGE_SIZE = 100;

/** Seconds before attempt `attempts + 1`: 10 s, 40 s, 160 s, 640 s. */
export function eventRetrySeconds(attempts: number): number {
  return 10 * 4 ** Math.max(0, attempts - 1);
}

function toEvent(row: StoredEventRow): StoredEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    type: row.type as EventType,
    actorId: row.actorId,
    subject: { kind: row.subjectKind, id: row.subjectId },
    concerns: row.concerns,
    changes: row.changes,
    data: row.data,
  };
}

/** The consumers this process has registered, per database. */
const registered = new WeakMap<Db, Set<string>>();

export interface ConsumerPass {
  handled: number;
  failed: number;
  /** False when another run held the consumer: nothing was done. */
  ran: boolean;
  /** The first failure of the pass, for the job's record. */
  firstError: string | null;
}

/**
 * Handles what the consumer has not handled yet, page by page, each page in one transaction.
 *
 * Which events are settled: the horizon is a transaction id; every event of a transaction older
 * than it is handled. Events are read only once their transaction committed, in the order they
 * were written (their id), and each handled one gets a row in event_consumptions. When a pass has
 * read all there is, the horizon moves up to the oldest transaction still running (nothing older
 * can still commit an event) or to the oldest event it had to leave (a failure, or one queued
 * behind a failure of its subject), and the rows below it are dropped. Ids are written in commit
 * order for one subject (its writers hold its lock), so a subject's events are handled in order;
 * a failure holds back the rest of its subject only, and is retried with backoff, then abandoned
 * after MAX_EVENT_ATTEMPTS.
 */
export async function runConsumer(
  db: Db,
  consumer: EventConsumer,
  now: () => Date = () => new Date(),
): Promise<ConsumerPass> {
  const pass: ConsumerPass = { handled: 0, failed: 0, ran: true, firstError: null };
  const known = registered.get(db) ?? new Set<string>();
  if (!known.has(consumer.name)) {
    await ensureConsumer(db, consumer.name, consumer.startAt);
    known.add(consumer.name);
    registered.set(db, known);
  }
  let afterId = 0;
  let oldestLeft: string | null = null;
  let settledBefore: string | null = null;
  const blocked = new Set<string>();
  for (;;) {
    const page = await db.transaction(async (tx) => {
      const state = await lockConsumer(tx, consumer.name);
      if (!state) return null;
      // The first page's view of what has settled: every later read sees at least that much.
      settledBefore ??= state.settledBefore;
      const rows = await findPendingEvents(tx, {
        consumer: consumer.name,
        horizon: state.horizon,
        types: consumer.types,
        afterId,
        limit: PAGE_SIZE,
      });
      // In order; a subject with an event waiting for its retry holds back its later ones.
      const ready: StoredEventRow[] = [];
      for (const row of rows) {
        afterId = row.id;
        const subject = `${row.subjectKind}:${row.subjectId}`;
        const waiting = row.retryAt !== null && row.retryAt > now();
        if (blocked.has(subject) || waiting) {
          blocked.add(subject);
          oldestLeft = minXid(oldestLeft, row.tx);
          continue;
        }
        ready.push(row);
      }
      // The last page moves the horizon up in this transaction: what it handles below the new
      // horizon needs no record (it will never be read again), which spares most of them.
      const lastPage = rows.length < PAGE_SIZE;
      const horizon = lastPage ? minXid(oldestLeft, settledBefore) : null;
      let handledHere = 0;
      if (await handleTogether(tx, consumer, ready, horizon)) handledHere = ready.length;
      else
        for (const row of ready) {
          const subject = `${row.subjectKind}:${row.subjectId}`;
          if (blocked.has(subject)) {
            oldestLeft = minXid(oldestLeft, row.tx);
            continue;
          }
          try {
            await tx.transaction(async (savepoint) => {
              await consumer.handle(savepoint, toEvent(row));
              await recordHandled(savepoint, consumer.name, [row]);
            });
            handledHere++;
          } catch (err) {
            const attempts = row.failedAttempts + 1;
            const error = `${row.type} #${row.id}: ${errorSummary(err)}`;
            const retryAt =
              attempts >= MAX_EVENT_ATTEMPTS
                ? null
                : new Date(now().getTime() + eventRetrySeconds(attempts) * 1000);
            await recordFailed(tx, consumer.name, row, { error, retryAt });
            pass.failed++;
            pass.firstError ??= error;
            if (retryAt) {
              blocked.add(subject);
              oldestLeft = minXid(oldestLeft, row.tx);
            }
          }
        }
      // (Recomputed: a failure handled one by one above may hold it lower.)
      if (lastPage) await advanceHorizon(tx, consumer.name, minXid(oldestLeft, settledBefore));
      return { read: rows.length, handled: handledHere };
    });
    if (!page) {
      pass.ran = pass.handled > 0 || pass.failed > 0;
      break;
    }
    pass.handled += page.handled;
    if (page.handled > 0) consumer.afterCommit?.();
    if (page.read < PAGE_SIZE) break;
  }
  return pass;
}

/**
 * Handles a page's events under one savepoint and records them in one statement: the common case,
 * a few statements for a whole page. Those of a transaction older than `horizon` (the one this
 * transaction moves the consumer's up to) are not recorded, unless an earlier attempt failed.
 * False when one failed: all of it is undone, and the caller goes through them one savepoint
 * each, to record which failed.
 */
async function handleTogether(
  tx: DbOrTx,
  consumer: EventConsumer,
  rows: readonly StoredEventRow[],
  horizon: string | null,
): Promise<boolean> {
  if (rows.length === 0) return true;
  const below = horizon === null ? null : BigInt(horizon);
  try {
    await tx.transaction(async (savepoint) => {
      if (consumer.handleBatch) await consumer.handleBatch(savepoint, rows.map(toEvent));
      else for (const row of rows) await consumer.handle(savepoint, toEvent(row));
      await recordHandled(
        savepoint,
        consumer.name,
        // (A retried one is, to replace the record of its failure.)
        below === null ? rows : rows.filter((row) => row.failedAttempts > 0 || BigInt(row.tx) >= below),
      );
    });
    return true;
  } catch {
    return false;
  }
}

/** The smaller of two transaction ids (as decimal text); null stands for none. */
function minXid(a: string | null, b: string): string {
  if (a === null) return b;
  return BigInt(a) < BigInt(b) ? a : b;
}

/**
 * A consumer as a scheduled job: every ten seconds on whichever instance claims the period, and
 * at once on every instance when events arrive (the app triggers it). A pass that left a failed
 * event fails the run, so it shows under Settings > Scheduled jobs; the other events of the pass
 * are handled all the same.
 */
export function consumerJob(db: Db, consumer: EventConsumer, now?: () => Date): JobDefinition {
  return {
    name: consumer.name,
    description: consumer.description,
    schedule: '*/10 * * * * *',
    keepRuns: 120,
    run: async () => {
      const pass = await runConsumer(db, consumer, now);
      if (pass.firstError)
        throw new Error(`${pass.failed} failed (${pass.handled} handled): ${pass.firstError}`);
      return pass.ran ? `${pass.handled} handled` : 'already running elsewhere';
    },
  };
}
