/**
 * The embedded database's own thread (see ./pglite-thread.ts): PGlite runs here, so that
 * PostgreSQL's work and the app's HTTP and JSON work use both cores instead of taking turns on
 * one. Requests are answered strictly in the order they arrive; a notification is posted before
 * the answer of the statement that committed it, as PGlite hands it over while reading that
 * answer, so the main thread sees every change before the writer goes on.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  DRIZZLE_TEXT_TYPES,
  PATTERN_MATCH,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './pglite-thread.ts';

const port = parentPort!;
const start = workerData as WorkerStart;

/**
 * PGlite's WebAssembly stays on V8's baseline compiler (Liftoff): V8 optimizes no function of it
 * with TurboFan. One of PostgreSQL's functions needs about 600 MB and 2.5 s of TurboFan: at V8's
 * defaults, start-up alone set that off and took the server to 800 MB for a second, and with the
 * largest tiering budget it still came during load. Baseline code costs speed: on the peer bench
 * up to a third fewer requests, and the single task at 1,000,000 tasks about a third as many.
 * `--liftoff-only` would say the same but is read only at start; this filter ("optimize only the
 * function with this index", which no function has) is read when a function gets hot.
 */
v8.setFlagsFromString('--wasm-tier-up-filter=2147483647');

// Dates, times and intervals stay the strings PostgreSQL sends, as Drizzle asks of PGlite.
const keepText = (value: string) => value;
const PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, keepText]));

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * Statements prepared once and then only bound and executed, by their text: PostgreSQL parses
 * them once and, after a few runs, plans them once (its plan cache), instead of parsing, planning
 * and describing every one afresh as PGlite's `query` does. Bounded; the least recently used goes.
 */
interface Prepared {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | undefined;
}
const MAX_PREPARED = 200;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const prepared = new Map<string, Prepared>();
let statementCount = 0;
const wire = protocol.serialize;

async function statementFor(text: string): Promise<Prepared> {
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  if (prepared.size >= MAX_PREPARED) {
    const [oldestText, oldest] = prepared.entries().next().value!;
    prepared.delete(oldestText);
    await client.execProtocol(Buffer.concat([wire.close({ type: 'S', name: oldest.name }), wire.sync()]));
  }
  const name = `orgdesk_${++statementCount}`;
  const { messages } = await client.execProtocol(
    Buffer.concat([wire.parse({ name, text, types: [] }), wire.describe({ type: 'S', name }), wire.sync()]),
  );
  const parameters = messages.find((m) => m.name === 'parameterDescription') as
    { dataTypeIDs: number[] } | undefined;
  const statement = {
    name,
    paramTypes: parameters?.dataTypeIDs ?? [],
    rowDescription: messages.find((m) => m.name === 'rowDescription'),
  };
  prepared.set(text, statement);
  return statement;
}

/** Serializes parameters as PGlite's `query` does: by the type PostgreSQL expects, else as text. */
function serialized(values: unknown[], types: number[]): Array<string | null> {
  const serializers = client.serializers as Record<number, (value: unknown) => string>;
  return values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serialize = serializers[types[i]!];
    if (serialize) return serialize(value);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      return String(value);
    return JSON.stringify(value);
  });
}

async function run(request: Extract<WorkerRequest, { op: 'query' }>) {
  const preparable = PREPARABLE.test(request.sql);
  if (!preparable || PATTERN_MATCH.test(request.sql)) {
    // Anything else (BEGIN, COMMIT, EXPLAIN, DDL in migrations…) runs as it comes. A change of
    // schema may change what a prepared statement returns, so they are all dropped after one.
    const result = await client.query(request.sql, request.params, {
      rowMode: request.rowMode,
      parsers: PARSERS,
    });
    if (
      !preparable &&
      prepared.size > 0 &&
      !/^\s*(begin|commit|rollback|savepoint|release|set|explain)\b/i.test(request.sql)
    ) {
      prepared.clear();
      await client.exec('deallocate all');
    }
    return result;
  }
  const statement = await statementFor(request.sql);
  const { messages } = await client.execProtocol(
    Buffer.concat([
      wire.bind({ statement: statement.name, values: serialized(request.params, statement.paramTypes) }),
      wire.execute({}),
      wire.sync(),
    ]),
  );
  const answer = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
  return parse.parseResults(answer, allParsers, { rowMode: request.rowMode })[0]!;
}

function post(reply: WorkerReply): void {
  port.postMessage(reply);
}

/** An error as plain data: PostgreSQL's fields (code, detail, constraint…) travel with it. */
function describe(err: unknown): Extract<WorkerReply, { ok: false }>['error'] {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

let client: PGlite;
try {
  const options = { extensions: { pg_trgm }, postgresqlconf: start.settings };
  client = start.dataDir ? new PGlite(path.join(start.dataDir, 'pgdata'), options) : new PGlite(options);
  await client.waitReady;
  post({ kind: 'ready' });
} catch (err) {
  post({ kind: 'failed', error: describe(err) });
  process.exit(1);
}
/** PGlite's parsers with Drizzle's on top, merged once rather than for every answer. */
const allParsers = { ...client.parsers, ...PARSERS };

let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});

async function handle(request: WorkerRequest): Promise<void> {
  try {
    switch (request.op) {
      case 'query': {
        const result = await run(request);
        post({ kind: 'answer', id: request.id, ok: true, result });
        return;
      }
      case 'listen':
        await client.listen(request.channel, (payload) =>
          post({ kind: 'notification', channel: request.channel, payload }),
        );
        post({ kind: 'answer', id: request.id, ok: true, result: null });
        return;
      case 'close':
        await client.close();
        post({ kind: 'answer', id: request.id, ok: true, result: null });
        port.close();
        return;
    }
  } catch (err) {
    post({ kind: 'answer', id: request.id, ok: false, error: describe(err) });
  }
}
