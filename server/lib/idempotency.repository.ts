import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes `key` in `scope` for one request, or returns null when another request holds it. A row
 * that expired, or that is still 'running' after `abandonedBefore` (the process answering it died),
 * is removed first so that it can be taken over. The insert is the claim: of two concurrent
 * requests the unique (scope, key) index lets exactly one in, on PGlite and PostgreSQL alike.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  input: {
    scope: string;
    key: string;
    fingerprint: string;
    now: Date;
    abandonedBefore: Date;
    expiredBefore: Date;
  },
): Promise<string | null> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
        or(
          lt(idempotencyKeys.createdAt, input.expiredBefore),
          and(eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, input.abandonedBefore)),
        ),
      ),
    );
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope: input.scope, key: input.key, fingerprint: input.fingerprint, createdAt: input.now })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return claimed?.id ?? null;
}

/** The unexpired row of `key` in `scope`, if any. */
export async function findIdempotencyKey(
  db: DbOrTx,
  scope: string,
  key: string,
  expiredBefore: Date,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        gte(idempotencyKeys.createdAt, expiredBefore),
      ),
    );
  return row ?? null;
}

/** Keeps the answer of a claimed request; nothing happens when the claim was taken over meanwhile. */
export async function completeIdempotencyKey(
  db: DbOrTx,
  id: string,
  response: { status: number; body: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'running')));
}

/** Forgets a claim whose request failed on our side, so that a retry with the key runs again. */
export async function releaseIdempotencyKey(db: DbOrTx, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Deletes the rows created before `before`; returns how many. */
export async function deleteExpiredIdempotencyKeys(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}
