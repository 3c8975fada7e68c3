import { and, eq, sql } from 'drizzle-orm';
import { domainEvents, leaveLedger } from '../../db/schema.ts';
import { queryRows } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { createDefaultAllocation } from '../../modules/leave/leave-ledger.repository.ts';
import { createUser } from '../fixtures.ts';
import type { Org } from '../org-fixture.ts';
import { signInAs } from '../outsider-objects.ts';
import type { TestApp, TestClient } from '../test-app.ts';
import type { RaceLog, RaceRequest } from './race-log.ts';

/** What the rounds of the races proof share, and the people and readings they use. */
export interface RaceContext {
  t: TestApp;
  org: Org;
  log: RaceLog;
  /** How many requests race in one round. */
  racers: number;
  /**
   * Signed in: Leo (the manager of every fresh person), Mona above him, Sam (Super admin), Ada
   * (Admin), Hana (HR: IssueLetters) and Eve (who asks for letters).
   */
  callers: Record<'leo' | 'mona' | 'sam' | 'ada' | 'hana' | 'eve', TestClient>;
  /** A phone photo for check-ins. */
  photo: Buffer;
  /** `racers` working days from a week ahead: fresh people's leave. */
  days: string[];
}

/**
 * A round's requests: `moves` taken in turn from the one at `start` until there are `racers` of
 * them. The first sent tends to win, so rounds start at different moves.
 */
export function inTurn(ctx: RaceContext, moves: RaceRequest[], start: number): RaceRequest[] {
  return Array.from({ length: ctx.racers }, (_, i) => moves[(start + i) % moves.length]!);
}

let people = 0;

export interface Person {
  id: string;
  email: string;
  client: TestClient;
}

/** A new person under Leo with the default balances, signed in. */
export async function freshPerson({ t, org }: RaceContext): Promise<Person> {
  const db = t.testDb.database.db;
  const person = await createUser(db, {
    firstName: 'Racer',
    lastName: `No ${++people}`,
    managerId: org.lead.id,
  });
  await createDefaultAllocation(db, { userId: person.id, gender: null, maritalStatus: null });
  return { id: person.id, email: person.email, client: await signInAs(t, person) };
}

/** The types of the events recorded about one object, oldest first. */
export async function eventTypes(t: TestApp, subjectKind: string, id: number | string): Promise<string[]> {
  const rows = await t.testDb.database.db
    .select({ type: domainEvents.type })
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectKind, subjectKind), eq(domainEvents.subjectId, String(id))))
    .orderBy(domainEvents.id);
  return rows.map((r) => r.type);
}

/** How many of `events` are of `type`. */
export const countOf = (events: string[], type: string) => events.filter((e) => e === type).length;

/** How many files are stored in a folder of the app's storage. */
export async function storedFiles(storage: FileStorage, folder: string): Promise<number> {
  let n = 0;
  for await (const file of storage.list()) if (file.key.startsWith(`${folder}/`) && !file.partial) n++;
  return n;
}

/** The kinds of the ledger rows of one leave (approval, cancellation). */
export async function ledgerRowsOf(t: TestApp, leaveId: number): Promise<string[]> {
  const rows = await t.testDb.database.db
    .select({ kind: leaveLedger.kind })
    .from(leaveLedger)
    .where(eq(leaveLedger.leaveId, leaveId));
  return rows.map((r) => r.kind);
}

/** Every balance in the database below zero: `person type: sum`. */
export async function negativeBalancesInDatabase(t: TestApp): Promise<string[]> {
  const rows = await queryRows<{ user_id: string; type_id: number; balance: string }>(
    t.testDb.database.db,
    sql`select user_id, type_id, sum(days) as balance from ${leaveLedger}
      group by user_id, type_id having sum(days) < 0`,
  );
  return rows.map((r) => `${r.user_id} type ${r.type_id}: ${r.balance}`);
}
