import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../shared/constants.ts';
import type { DbOrTx } from '../db/client.ts';
import { deleteExpiredIdempotencyKeys } from '../lib/idempotency.repository.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

/** Deletes the kept answers of Idempotency-Key requests once they are older than the window. */
export async function expireIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  return deleteExpiredIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000));
}

export function idempotencyKeyExpiryJob(options: { db: DbOrTx; now: () => Date }): JobDefinition {
  return {
    name: 'idempotency-key-expiry',
    description: `Forgets the answers kept for repeated create requests (Idempotency-Key) after ${IDEMPOTENCY_KEY_TTL_HOURS} hours.`,
    schedule: '0 20 * * * *',
    run: async () => `${await expireIdempotencyKeys(options.db, options.now())} removed`,
  };
}
