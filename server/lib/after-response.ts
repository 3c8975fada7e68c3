import type { FastifyReply } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the response is over (sent, or the client gone), so that how long the answer
 * takes can never depend on it: the forgot-password answer must not tell a known address from an
 * unknown one by its timing. The caller has already answered, so errors are logged, never thrown.
 */
export function runAfterResponse(reply: FastifyReply, what: string, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()))
    .then(work)
    .catch((err: unknown) => reply.log.error({ err }, `${what} failed after the response`))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/**
 * Resolves when every piece of work handed to runAfterResponse has finished, including work that
 * started meanwhile. The app waits for it on close, before the database goes; tests wait for it
 * instead of polling.
 */
export async function settleAfterResponseWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
