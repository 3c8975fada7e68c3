import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { copyPgliteDataDir } from './pglite-backup.ts';
import { pgDump } from './programs.ts';
import { PATTERN_MATCH, PgliteThread } from './pglite-thread.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Which cached tables changed, as their transactions commit (migration 0008). */
  changes: ChangeFeed;
  /** How many statements the app has sent so far: the tests count a request's round trips with it. */
  statementCount(): number;
  /** A short query that proves the database answers. */
  ping(): Promise<void>;
  /** The connection pool's state, for the metrics; null on the embedded database (one connection). */
  pool: ConnectionPool | null;
  /**
   * Writes a consistent copy of the whole database into the folder `dir` while the app goes on,
   * and says where it is: PostgreSQL, pg_dump's custom format (`database.dump`), with each
   * table's row count in that same state; embedded, a base backup of its data folder (`pgdata`),
   * whose rows are counted by opening the copy (tables null).
   */
  snapshot(dir: string): Promise<{ path: string; tables: Record<string, number> | null }>;
  close(): Promise<void>;
}

/** What the metrics read of PostgreSQL's connection pool. */
export interface ConnectionPool {
  readonly max: number;
  /** Connections open, idle among them, and requests waiting for one, now. */
  stats(): { open: number; idle: number; waiting: number };
  /** Calls `listener` with the seconds each checkout waited for a connection. */
  onAcquired(listener: (waitSeconds: number) => void): void;
}

/** The channel of migration 0008's triggers: each notification names a table that changed. */
export const CHANGES_CHANNEL = 'orgdesk_changes';
/** What a change feed reports when it may have missed changes: every cached table is suspect. */
export const ALL_TABLES = '*';

/**
 * Committed changes to the tables the app caches, from every instance and every code path (the
 * triggers of migration 0008). In-process caches drop what a change touched.
 */
export interface ChangeFeed {
  /** Calls `listener` with each changed table's name, or ALL_TABLES after changes may have been missed. */
  subscribe(listener: (table: string) => void): () => void;
  /** False while notifications cannot arrive (the PostgreSQL listener is reconnecting): caches are bypassed. */
  isLive(): boolean;
  /**
   * Resolves once every change committed before the call has reached the listeners. A write
   * request waits for it before answering, so its own instance never serves what it just changed.
   */
  sync(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `undefined` opens it in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/** Counts the statements sent through Drizzle (its logger sees each one as it goes out). */
function statementCounter() {
  let count = 0;
  return { logger: { logQuery: () => void count++ }, count: () => count };
}

/** How many distinct statements each connection keeps prepared (the first ones seen). */
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/**
 * A connection that prepares each statement once: node-postgres parses a named statement on a
 * connection the first time and afterwards only binds and executes it, and PostgreSQL plans it
 * once it has seen a few runs (its plan cache). Names are given to the first 500 distinct
 * statement texts of the process, so statements built with varying lists stay bounded; a
 * pattern match is left unprepared (see PATTERN_MATCH).
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    // Only statements with parameters: those go by the extended protocol anyway, while one without
    // (a migration's several statements, say) may need the simple one.
    const parameters = Array.isArray(values) ? values : (config as { values?: unknown[] } | null)?.values;
    if (
      parameters?.length &&
      config &&
      typeof config === 'object' &&
      'text' in config &&
      !('submit' in config) &&
      !('name' in config && config.name) &&
      !PATTERN_MATCH.test((config as { text: string }).text)
    ) {
      const text = (config as { text: string }).text;
      let name = statementNames.get(text);
      if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
        name = `orgdesk_${statementNames.size + 1}`;
        statementNames.set(text, name);
      }
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool that watches every client while it is checked out. node-postgres leaves a checked-out
 * client's 'error' event to the caller, and an 'error' nobody listens to ends the process:
 * Drizzle's transactions take a client with connect() and listen for none, so a backend that was
 * terminated, or a connection that was cut, during a transaction stopped the whole app. (Idle
 * clients are the pool's own: it listens to them and drops a broken one.)
 */
class WatchedPool extends pg.Pool {
  /** Told how long each checkout waited (the metrics' pool wait). */
  acquired: ((waitSeconds: number) => void) | null = null;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return new Promise((resolve, reject) =>
        this.connect((err, client) => (client ? resolve(client) : reject(err ?? new Error('No client')))),
      );
    }
    // The watch starts in the pool's own callback, not a promise's continuation: a new client is
    // handed out while its connection's data is read, and an error in the same read (a backend
    // terminated as it started) would be emitted before any continuation could listen. pool.query()
    // comes this way too.
    const asked = performance.now();
    super.connect((err, client, done) => {
      if (!client) return callback(err, undefined, done);
      this.acquired?.((performance.now() - asked) / 1000);
      const watched = watchWhileOut(client);
      callback(err, watched, (release) => watched.release(release));
    });
  }
}

/**
 * A client that fails while out is given back at once with its error, so the pool destroys it
 * instead of handing it to the next request: its holder's query has already failed (the request
 * answers 503) and PostgreSQL rolls its transaction back. Drizzle calls release() only after a
 * transaction it began (not when BEGIN itself failed), so waiting for it could lose the pool's
 * slot for good; its later release() is then a no-op. A client given back with a transaction still
 * open (its ROLLBACK failed) is destroyed too, never reused.
 */
function watchWhileOut(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release.bind(client);
  let out = true;
  const release = (err?: Error | boolean) => {
    if (!out) return;
    out = false;
    client.removeListener('error', release);
    const status = client.getTransactionStatus();
    const open = status === 'T' || status === 'E';
    giveBack(err || (open ? new Error('Client given back inside a transaction') : undefined));
  };
  client.on('error', release);
  client.release = release;
  return client;
}

/**
 * How close a name must be to what was typed to count as the same despite a typo: pg_trgm's
 * word similarity, which the `<%` operator (and the trigram index behind it) compares with this
 * setting (0.6 by default: "Lenna" would not find Leena). Set on every connection of both engines.
 */
const TRGM_SETTINGS = [['pg_trgm.word_similarity_threshold', '0.5']] as const;

function openPostgres(connectionString: string): Database {
  // A server that does not answer fails the request after a few seconds instead of holding it.
  const pool = new WatchedPool({
    Client: PreparingClient,
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    options: TRGM_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' '),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const counter = statementCounter();
  const db = drizzlePg(pool, { schema, logger: counter.logger }) as unknown as Db;
  const changes = new PostgresChangeFeed(connectionString, pool);
  return {
    db,
    engine: 'postgres',
    changes,
    statementCount: counter.count,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pool: {
      max: pool.options.max,
      stats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onAcquired: (listener) => {
        pool.acquired = listener;
      },
    },
    snapshot: async (dir) => {
      const tables = await snapshotPostgres(pool, connectionString, path.join(dir, 'database.dump'));
      return { path: 'database.dump', tables };
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * pg_dump of the database in the state of one transaction of ours (its exported snapshot), in
 * which the rows are counted too. pg_dump must be of the server's major version or newer.
 */
async function snapshotPostgres(
  pool: pg.Pool,
  connectionString: string,
  file: string,
): Promise<Record<string, number>> {
  const client = await pool.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await countRows((text) => client.query(text));
    await pgDump(connectionString, file, rows[0]!.id);
    await client.query('commit');
    return tables;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** How long a lost listener waits before connecting again. */
const LISTENER_RETRY_MS = 1_000;
/** How long a write waits for its own notification before distrusting every cache instead. */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * LISTEN on a connection of its own. While it is down, changes may go unseen: the feed says so
 * (isLive false, so caches read through) and reports ALL_TABLES when it goes down and again once
 * it listens anew.
 */
class PostgresChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<(table: string) => void>();
  private readonly syncs = new Map<string, () => void>();
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly connectionString: string;
  private readonly pool: pg.Pool;

  constructor(connectionString: string, pool: pg.Pool) {
    this.connectionString = connectionString;
    this.pool = pool;
    void this.connect();
  }

  subscribe(listener: (table: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isLive(): boolean {
    return this.client !== null;
  }

  async sync(): Promise<void> {
    if (!this.client) return;
    const id = `sync:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.syncs.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await this.pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, id]);
      if (!(await arrived)) this.emit(ALL_TABLES);
    } catch {
      this.emit(ALL_TABLES);
    } finally {
      clearTimeout(timer);
      this.syncs.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private emit(table: string): void {
    for (const listener of this.listeners) listener(table);
  }

  private async connect(): Promise<void> {
    this.retry = null;
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5_000 });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const payload = message.payload ?? ALL_TABLES;
      if (payload.startsWith('sync:')) this.syncs.get(payload)?.();
      else this.emit(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while nobody listened is unknown.
    this.emit(ALL_TABLES);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.emit(ALL_TABLES);
    // The writes waiting for their notification would wait in vain (SYNC_TIMEOUT_MS, held answers):
    // every cache was just told that anything may have changed, which is all their wait was for.
    for (const arrived of this.syncs.values()) arrived();
    void client.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => void this.connect(), LISTENER_RETRY_MS);
    this.retry.unref();
  }
}

/**
 * PGlite's buffer cache lives in the process's own memory, where PostgreSQL's default (128 MB)
 * is counted against the app; the table files it reads stay in the system's page cache anyway.
 * 32 MB holds what the task list and a task's page touch at 1,000,000 tasks: the peer bench
 * answered as fast, and the server's peak under load fell by about 100 MB.
 */
const PGLITE_SETTINGS = [
  "shared_buffers = '32MB'",
  ...TRGM_SETTINGS.map(([name, value]) => `${name} = ${value}`),
];

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  try {
    // On a thread of its own (./pglite-worker.ts), so the database and the app use both cores.
    const client = await PgliteThread.start({ dataDir, settings: PGLITE_SETTINGS });
    const counter = statementCounter();
    // Loaded here, not at the top: with PGlite itself it takes about 13 MB that a server on
    // PostgreSQL has no use for.
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread provides.
    const db = drizzlePglite(client as unknown as PGlite, {
      schema,
      logger: counter.logger,
    }) as unknown as Db;
    const changes = await pgliteChangeFeed(client);
    return {
      db,
      engine: 'pglite',
      changes,
      statementCount: counter.count,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pool: null,
      snapshot: async (dir) => {
        if (!dataDir) throw new Error('An in-memory database cannot be backed up.');
        await copyPgliteDataDir(client, path.join(dataDir, 'pgdata'), path.join(dir, 'pgdata'));
        return { path: 'pgdata', tables: null };
      },
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}

/**
 * The embedded database is one connection: PGlite hands a notification over while it reads the
 * committing statement's answer, and its thread posts it before that answer, so the listeners
 * have run before the statement's caller goes on. Nothing is missed; sync has nothing to wait for.
 */
async function pgliteChangeFeed(client: PgliteThread): Promise<ChangeFeed> {
  const listeners = new Set<(table: string) => void>();
  await client.listen(CHANGES_CHANNEL, (table) => {
    for (const listener of listeners) listener(table);
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLive: () => true,
    sync: async () => {},
  };
}

/**
 * Each table's row count (the public schema), for a backup's manifest and its check after a
 * restore; on both engines, run through the caller's connection so that it sees its snapshot.
 */
export async function countRows(
  query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
): Promise<Record<string, number>> {
  const tables = (
    await query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  ).rows.map((row) => String(row.tablename));
  if (tables.length === 0) return {};
  const counts = await query(
    tables.map((t) => `select '${t}' as name, count(*)::int as rows from public."${t}"`).join(' union all '),
  );
  return Object.fromEntries(counts.rows.map((row) => [String(row.name), Number(row.rows)]));
}

/** Each table's row count (see countRows), through the app's own connection. */
export function countTableRows(db: DbOrTx): Promise<Record<string, number>> {
  return countRows(async (text) => ({ rows: await queryRows<Record<string, unknown>>(db, sql.raw(text)) }));
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A select whose rows are read as one JSON value of columns, {"key": [value, …], …}, in the
 * select's order (queryColumns). The embedded database hands rows over one by one at a cost each,
 * and builds a JSON object per row slowly: 3,000 leave rows cost 87 ms as rows, 19 ms packed into
 * one text, 52 ms as an array of objects and 5 ms as columns. Values come as JSON has them:
 * dates and uuids as strings, numbers as numbers. A module's queries file builds these for other
 * modules, which may run several of them in one statement (queryColumnsTogether).
 */
export interface ColumnsQuery<T> {
  /** The select's column names, which are the rows' keys. */
  keys: readonly string[];
  query: SQL;
  /** Only carries the row type. */
  readonly row?: T;
}

export function columnsQuery<T extends object>(
  keys: readonly (keyof T & string)[],
  query: SQL,
): ColumnsQuery<T> {
  return { keys, query };
}

function columnsSql(read: ColumnsQuery<unknown>): SQL {
  const aggregates = read.keys.map((key) => sql`${key}::text, array_agg(t.${sql.identifier(key)})`);
  return sql`(select json_build_object(${sql.join(aggregates, sql`, `)})::text from (${read.query}) t)`;
}

function rowsOfColumns<T>(read: ColumnsQuery<T>, text: string): T[] {
  const columns = JSON.parse(text) as Record<string, unknown[] | null>;
  const count = columns[read.keys[0]!]?.length ?? 0;
  const rows = new Array<T>(count);
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    for (const key of read.keys) row[key] = columns[key]![i];
    rows[i] = row as T;
  }
  return rows;
}

type RowsOf<Q> = { [K in keyof Q]: Q[K] extends ColumnsQuery<infer T> ? T[] : never };

/** Runs several ColumnsQuery in one statement (one round trip), each answering its rows. */
export async function queryColumnsTogether<Q extends Record<string, ColumnsQuery<unknown>>>(
  db: DbOrTx,
  reads: Q,
): Promise<RowsOf<Q>> {
  const names = Object.keys(reads);
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(
      names.map((name, i) => sql`${columnsSql(reads[name]!)} as ${sql.identifier(`c${i}`)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(
    names.map((name, i) => [name, rowsOfColumns(reads[name]!, row![`c${i}`]!)]),
  ) as RowsOf<Q>;
}

/** Runs a ColumnsQuery and answers its rows. */
export async function queryColumns<T>(db: DbOrTx, read: ColumnsQuery<T>): Promise<T[]> {
  return (await queryColumnsTogether(db, { read })).read;
}

const UNAVAILABLE_CODES = new Set([
  // The network or the server process (Node's codes).
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, starting up, or out of connection slots.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection error|timeout exceeded when trying to connect|pool after calling end|not currently accepting connections|pglite is closed/i;

/**
 * Whether an error means the database could not be reached (rather than that a query was
 * wrong): the request is worth retrying, so it answers 503. Drizzle wraps the driver's error in
 * `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causeChain(err).some((e) => {
    const code = errorCode(e);
    return UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGE.test(e.message);
  });
}

/** disk_full, and the class's generic code when its message says it is about space. */
const FULL_CODE = '53100';
const RESOURCES_CODE = '53000';
const NO_SPACE_MESSAGE = /no space left|disk full|disk quota/i;

/**
 * Whether a statement failed because the database's disk (or quota) is full: a write is refused
 * as an upload to a full disk is (507), while reads go on working.
 */
export function isDatabaseFull(err: unknown): boolean {
  return causeChain(err).some((e) => {
    const code = errorCode(e);
    return code === FULL_CODE || (code === RESOURCES_CODE && NO_SPACE_MESSAGE.test(e.message));
  });
}

/** An error and its causes (Drizzle wraps the driver's error in `cause`), at most five deep. */
function causeChain(err: unknown): Error[] {
  const chain: Error[] = [];
  for (let e = err; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e);
  return chain;
}

function errorCode(e: Error): string {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}
