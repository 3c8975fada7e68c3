/**
 * PostgreSQL only (npm run test:pg): connections lost while requests are inside their
 * transactions, by pg_terminate_backend and by a cut of the TCP connections. The app runs in this
 * test's own process, so a client's 'error' event that nobody handles (what used to stop the
 * server) would fail the run as an unhandled error; here the requests that held the lost
 * connections answer 503 and the next ones are served on fresh connections. `npm run proof --
 * outage` runs it and prints its figure; with `--full`, ten times the cuts.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/rules/dates.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { projectMembers, projects } from './schema.ts';
import { openDatabase, type Database } from './client.ts';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { TestClient } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { proofSize, recordFigure } from '../test/proof.ts';

/** Inserts of tasks named so wait inside their transaction: long enough to be caught mid-flight. */
const SLOW = 'slow';
const SLOW_SECONDS = 0.3;
/** As many concurrent writes as the pool has connections: the cut catches several mid-transaction. */
const WRITES = 10;
/** Cuts per test: 3 in test:pg and CI, 30 in `npm run proof -- outage --full`. */
const ROUNDS = proofSize(3, 30);
/** Each test's limit: the full proof's rounds take minutes. */
const TIMEOUT = proofSize(30_000, 600_000);
/** What `npm run proof -- outage` prints. */
const figure = { cuts: 0, acknowledged: 0, lost: 0, refused: 0, slowestRecoveryMs: 0 };

let testDb: TestDatabase;
let admin: pg.Client;
let databaseName: string;
let user: { email: string; id: string };
let projectId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-connection-loss-'));

beforeAll(async () => {
  testDb = await createTestDatabase();
  databaseName = new URL(testDb.url!).pathname.slice(1);
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const db = testDb.database.db;
  user = await createUser(db, { firstName: 'Tess', lastName: 'Transaction', permissions: ['CreateTask'] });
  const [project] = await db.insert(projects).values({ name: 'Outage', description: '' }).returning();
  projectId = project!.id;
  await db.insert(projectMembers).values({ projectId, userId: user.id });
  await queryDirect(`
    create function orgdesk_test_slow_insert() returns trigger language plpgsql as $$
    begin
      if new.name like '${SLOW}%' then perform pg_sleep(${SLOW_SECONDS}); end if;
      return new;
    end $$;
    create trigger orgdesk_test_slow_insert before insert on tasks
      for each row execute function orgdesk_test_slow_insert();`);
});

afterAll(async () => {
  recordFigure(
    'outage',
    `${figure.cuts} cuts under ${WRITES} concurrent writes: ${figure.refused} answered 503 with Retry-After, ` +
      `${figure.acknowledged} acknowledged and ${figure.lost} of them lost, recovery ≤ ${figure.slowestRecoveryMs} ms, the process alive`,
  );
  await admin?.end();
  await testDb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A statement on a connection of its own, straight to the test database. */
async function queryDirect<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The app on the test database, reached at `databaseUrl`; a signed-in caller who may add tasks. */
async function startApp(databaseUrl: string) {
  const database: Database = await openDatabase({ databaseUrl });
  const app: FastifyInstance = await buildApp({
    database,
    config: { ...loadConfig({}), dataDir, scryptLog2N: 10 },
    serveWeb: false,
  });
  const client = new TestClient(app, '10.91.0.1');
  expect((await client.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  return {
    client,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const addTask = (client: TestClient, name: string) =>
  client.post('/api/v1/tasks', {
    name,
    projectId,
    assignedToId: user.id,
    dueDate: todayIn('Asia/Kolkata'),
    description: 'Written while the connections go',
  });

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** How many of the app's statements are sleeping in the slow trigger, inside their transaction. */
async function writesMidTransaction(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = $1 and wait_event = 'PgSleep' and xact_start is not null`,
    [databaseName],
  );
  return rows[0]!.n;
}

/**
 * Rounds of concurrent task inserts, each cut by `loseConnections` while some of them wait inside
 * their transaction. Checks each round's answers and how soon a new write succeeds, and returns
 * the ids of the tasks whose creation was acknowledged.
 */
async function writeThroughLosses(
  client: TestClient,
  loseConnections: (round: number) => Promise<void>,
): Promise<number[]> {
  const acknowledged: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const writes = Array.from({ length: WRITES }, (_, i) => addTask(client, `${SLOW} ${round}-${i}`));
    await until(async () => (await writesMidTransaction()) > 0);
    await loseConnections(round);
    const lostAt = Date.now();

    // A new write succeeds within a second, on a fresh connection.
    let probe: LightMyRequestResponse;
    do probe = await addTask(client, `probe ${round}`);
    while (probe.statusCode === 503 && Date.now() - lostAt < 1_000);
    expect(probe.statusCode, probe.body).toBe(201);
    const recoveryMs = Date.now() - lostAt;
    expect(recoveryMs).toBeLessThan(1_000);
    figure.cuts++;
    figure.slowestRecoveryMs = Math.max(figure.slowestRecoveryMs, recoveryMs);
    acknowledged.push(probe.json<{ id: number }>().id);

    const answers = await Promise.all(writes);
    for (const res of answers) {
      if (res.statusCode === 201) acknowledged.push(res.json<{ id: number }>().id);
      else {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          error: { code: 'database_unavailable', message: 'Something went wrong !' },
        });
      }
    }
    // The writes that were inside their transaction when the connections went got 503.
    const refused = answers.filter((res) => res.statusCode === 503).length;
    expect(refused).toBeGreaterThan(0);
    figure.refused += refused;
  }
  return acknowledged;
}

async function expectPresent(ids: number[]): Promise<void> {
  const rows = await queryDirect<{ id: number }>('select id from tasks where id = any($1::int[])', [ids]);
  figure.acknowledged += ids.length;
  figure.lost += ids.length - rows.length;
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
}

describe('connections lost in the middle of transactions', () => {
  it(
    'answers 503 to the requests that held them, keeps every acknowledged write, and serves again at once (pg_terminate_backend)',
    { timeout: TIMEOUT },
    async () => {
      const app = await startApp(testDb.url!);
      try {
        const acknowledged = await writeThroughLosses(app.client, async () => {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            databaseName,
          ]);
        });
        await expectPresent(acknowledged);
        expect((await app.client.get('/api/v1/tasks')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    },
  );

  it(
    'does the same when the TCP connections are cut (a proxy drops every socket)',
    { timeout: TIMEOUT },
    async () => {
      const target = new URL(testDb.url!);
      const proxy = new SocketCutter(target.hostname, Number(target.port || 5432));
      const proxied = new URL(testDb.url!);
      proxied.port = String(await proxy.listen());
      const app = await startApp(proxied.toString());
      try {
        // Alternately closed (the app reads the end of the stream) and reset (ECONNRESET).
        const acknowledged = await writeThroughLosses(app.client, async (round) => {
          proxy.cut(round % 2 === 0 ? 'close' : 'reset');
        });
        await expectPresent(acknowledged);
        expect((await app.client.get('/api/v1/tasks')).statusCode).toBe(200);
      } finally {
        await app.close();
        await proxy.close();
      }
    },
  );
});

/** A TCP proxy on 127.0.0.1 to PostgreSQL that drops every connection through it on command. */
class SocketCutter {
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;

  constructor(host: string, port: number) {
    this.server = net.createServer((incoming) => {
      const outgoing = net.connect(port, host);
      for (const [socket, other] of [
        [incoming, outgoing],
        [outgoing, incoming],
      ] as const) {
        this.sockets.add(socket);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
        socket.pipe(other);
      }
    });
  }

  /** Starts listening on a free port and returns it. */
  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  cut(how: 'close' | 'reset'): void {
    for (const socket of this.sockets) {
      if (how === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    }
  }

  close(): Promise<void> {
    this.cut('close');
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
