import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * Statements with a pattern match (the searches: LIKE, ILIKE, pg_trgm's word similarity `<%`,
 * full text `@@`) are never prepared, on either engine: a plan made once for any pattern cannot
 * use the trigram or full-text index and reads every row, so they are planned for their pattern
 * each time.
 */
export const PATTERN_MATCH = /\bi?like\b|<%|@@/i;

/** What the worker (./pglite-worker.ts) is started with. */
export interface WorkerStart {
  dataDir: string | undefined;
  settings: string[];
}

export type WorkerRequest =
  | { op: 'query'; id: number; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'close'; id: number };

interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorData }
  | { kind: 'notification'; channel: string; payload: string }
  | { kind: 'answer'; id: number; ok: true; result: unknown }
  | { kind: 'answer'; id: number; ok: false; error: ErrorData };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite driver calls on a client and on a transaction. */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * The type ids Drizzle asks PGlite to leave as text (dates, timestamps, intervals, numeric[] and
 * arrays of those); the worker does exactly that for every query.
 */
export const DRIZZLE_TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];

function rebuild(data: ErrorData): Error {
  const err = new Error(data.message);
  err.name = data.name;
  Object.assign(err, data.fields);
  return err;
}

/**
 * PGlite on a thread of its own, behind the part of PGlite's interface that Drizzle and the change
 * feed use: `query`, `transaction`, `listen` and `close`. Statements reach the one connection in
 * the order they are sent; while a transaction is open, only its own statements are sent and the
 * rest wait, as with PGlite in the process. While a statement is under way the worker keeps the
 * process alive; when idle it does not, as PGlite in the process never did.
 */
export class PgliteThread implements PgliteQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | null = null;
  private transactionOpen = false;
  private readonly waiting: Array<() => void> = [];
  private starting: { resolve: () => void; reject: (err: Error) => void } | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (err: Error) => this.stop(err));
    worker.on('exit', () => this.stop(new Error('The embedded database stopped: PGlite is closed')));
  }

  /** Starts the worker and waits until PGlite has opened the database. */
  static async start(options: WorkerStart): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      thread.starting = { resolve, reject };
    });
    thread.starting = null;
    worker.unref();
    return thread;
  }

  async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    // Checked and sent in one step (no await between), so nothing slips into a transaction.
    while (this.transactionOpen) await this.transactionOver();
    return this.send<Results<T>>(queryRequest(sql, params, options));
  }

  /** Runs `work` in a transaction; other statements wait until it is over. */
  async transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    while (this.transactionOpen) await this.transactionOver();
    this.transactionOpen = true;
    const tx: PgliteQueryable = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.send<Results<R>>(queryRequest(sql, params, options)),
    };
    try {
      await tx.query('BEGIN');
      try {
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (err) {
        await tx.query('ROLLBACK').catch(() => {});
        throw err;
      }
    } finally {
      this.transactionOpen = false;
      // Everyone who waited tries again, in order: the first transaction among them goes, and
      // whoever comes after it waits again.
      for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    this.listeners.set(channel, listener);
    await this.send({ op: 'listen', channel });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  private transactionOver(): Promise<void> {
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private send<T>(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: WorkerReply): void {
    if (reply.kind === 'ready') this.starting?.resolve();
    if (reply.kind === 'failed') this.stop(rebuild(reply.error));
    if (reply.kind === 'notification') {
      this.listeners.get(reply.channel)?.(reply.payload);
      return;
    }
    if (reply.kind !== 'answer') return;
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(rebuild(reply.error));
  }

  private stop(err: Error): void {
    this.stopped ??= err;
    this.starting?.reject(this.stopped);
    for (const waiter of this.pending.values()) waiter.reject(this.stopped);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

function queryRequest(sql: string, params: unknown[], options: QueryOptions) {
  // The worker cannot be handed functions: it applies Drizzle's parsers itself, so a Drizzle that
  // asked for other ones must fail loudly here rather than get differently typed values.
  const asked = Object.keys(options.parsers ?? {})
    .sort()
    .join(',');
  if (asked !== '' && asked !== DRIZZLE_TEXT_TYPES.join(',')) {
    throw new Error(`The embedded database cannot apply these value parsers: ${asked}`);
  }
  return { op: 'query' as const, sql, params, rowMode: options.rowMode ?? 'object' };
}
