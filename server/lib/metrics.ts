/**
 * Prometheus metrics (prom-client), one registry per app: HTTP requests by route template and
 * status class, the database pool, scheduled-job runs, the mail queue, storage errors, and the
 * process (memory, event-loop delay, garbage collection: prom-client's defaults). Labels name
 * route templates (`/api/v1/tasks/:id`), never a path with its ids or a query string, and nothing
 * about a person.
 *
 * Served at /metrics only with METRICS_TOKEN (a bearer token), or on an internal port of its own
 * (METRICS_PORT): see metrics.routes.ts and serve.ts.
 */
import client from 'prom-client';
import type { ConnectionPool } from '../db/client.ts';
import type { FileStorage } from './storage.ts';

export interface AppMetrics {
  readonly registry: client.Registry;
  /** One answered request: its method, route template (null when no route matched), status, seconds. */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void;
  /** A scheduled or triggered job run that ended: the scheduler's `onRunEnded`, passed as it is. */
  readonly observeJobRun: (job: string, outcome: 'succeeded' | 'failed', seconds: number) => void;
  /** A storage operation that failed. */
  countStorageError(operation: string): void;
  /** The text a scrape answers. */
  render(): Promise<string>;
}

export interface MetricsSources {
  /** PostgreSQL's pool; null on the embedded database. */
  pool: ConnectionPool | null;
  /** Mails waiting in the outbox (pending), read at each scrape. */
  queuedMail: () => Promise<number>;
}

/** Seconds: from a cached read (about 1 ms) to a slow export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

/** `2xx`, `4xx`…: the status class, a label of a handful of values. */
function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const requestSeconds = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new client.Counter({
    name: 'job_runs_total',
    help: 'Scheduled-job runs that ended, scheduled or triggered, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new client.Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long a job run took, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const storageErrors = new client.Counter({
    name: 'storage_errors_total',
    help: 'Stored-file operations that failed, by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'mail_queue_depth',
    help: 'Mails waiting in the outbox to be delivered.',
    registers: [registry],
    async collect() {
      this.set(await sources.queuedMail());
    },
  });

  const { pool } = sources;
  if (pool) {
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of the pool: open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { open, idle, waiting } = pool.stats();
        this.set({ state: 'open' }, open);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    new client.Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the pool opens.',
      registers: [registry],
      collect() {
        this.set(pool.max);
      },
    });
    const wait = new client.Histogram({
      name: 'db_pool_acquire_wait_seconds',
      help: 'How long a query or transaction waited for a database connection.',
      buckets: WAIT_BUCKETS,
      registers: [registry],
    });
    pool.onAcquired((seconds) => wait.observe(seconds));
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const path = route ?? 'unmatched';
      requests.inc({ method, route: path, status_class: statusClass(status) });
      requestSeconds.observe({ method, route: path }, seconds);
    },
    observeJobRun: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
    countStorageError(operation) {
      storageErrors.inc({ operation });
    },
    render: () => registry.metrics(),
  };
}

/** The storage, counting each failed operation (a missing file is an answer, not a failure). */
export function countingStorageErrors(storage: FileStorage, metrics: AppMetrics): FileStorage {
  const counted =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        metrics.countStorageError(operation);
        throw err;
      }
    };
  return {
    put: counted('put', (key: string, data: Buffer) => storage.put(key, data)),
    read: counted('read', (key: string) => storage.read(key)),
    exists: counted('exists', (key: string) => storage.exists(key)),
    remove: counted('remove', (key: string) => storage.remove(key)),
    list: () => storage.list(),
    check: counted('check', () => storage.check()),
  };
}
