/**
 * The PostgreSQL pool when a connection dies the moment it is handed out: a fake server accepts
 * each connection and, in one write, says it is ready and that the backend was terminated (as
 * PostgreSQL does to a backend killed as it starts). The client emits its 'error' while the pool
 * is still handing it over, before any promise continuation runs; nothing may be left to crash
 * the process (this test's own), and the broken client must not keep its place in the pool.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable, openDatabase, type Database } from './client.ts';

/** A PostgreSQL backend message: its type, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const AUTHENTICATION_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message('Z', Buffer.from('I'));
const TERMINATED = message(
  'E',
  Buffer.from(
    ['SFATAL', 'VFATAL', 'C57P01', 'Mterminating connection due to administrator command']
      .map((field) => `${field}\0`)
      .join('') + '\0',
  ),
);

let server: net.Server;
let database: Database;

beforeAll(async () => {
  server = net.createServer((socket) => {
    socket.on('error', () => {});
    // The startup message is the client's first; the answer comes in one piece, then the end.
    socket.once('data', () => socket.end(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY, TERMINATED])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  database = await openDatabase({ databaseUrl: `postgres://orgdesk@127.0.0.1:${port}/orgdesk` });
});

afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a connection terminated as the pool hands it out', () => {
  it('fails each transaction as unavailable, quickly, without stopping the process or using up the pool', async () => {
    const started = Date.now();
    // More transactions than the pool has places (10): a client kept by a failed BEGIN would leave
    // the last ones waiting for the pool's 5-second connection timeout.
    for (let i = 0; i < 12; i++) {
      const failure = await database.db
        .transaction((tx) => tx.execute(sql`select 1`))
        .catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
