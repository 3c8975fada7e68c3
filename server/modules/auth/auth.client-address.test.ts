import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from '../../../shared/constants.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

// The same app on one database with three TRUST_PROXY settings, read the way start-up reads them.
interface Setting {
  app: FastifyInstance;
  db: Db;
}
let base: TestApp;
let noProxy: Setting;
let oneHop: Setting;
let listed: Setting;
beforeAll(async () => {
  base = await createTestApp();
  const behind = async (TRUST_PROXY: string): Promise<Setting> => ({
    app: await buildApp({
      database: base.testDb.database,
      config: { ...base.config, trustProxy: loadConfig({ TRUST_PROXY }).trustProxy },
      now: base.clock.now,
      serveWeb: false,
    }),
    db: base.testDb.database.db,
  });
  [noProxy, oneHop, listed] = await Promise.all([behind('0'), behind('1'), behind('127.0.0.1,10.40.0.0/16')]);
});
afterAll(async () => {
  await Promise.all([oneHop, listed].map((s) => s?.app.close()));
  await base?.close();
});

/** A failed sign-in from `peer` (the socket's address) carrying this X-Forwarded-For, if any. */
function failSignIn(t: Setting, peer: string, forwardedFor?: string, email = 'nobody@example.com') {
  return new TestClient(t.app, peer).post(
    '/api/v1/auth/login',
    { email, password: 'Wrong#1234' },
    forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } },
  );
}

/** Which addresses the sign-in throttle charged a failed sign-in to. */
async function chargedAddresses(t: Setting, peer: string, forwardedFor?: string): Promise<string[]> {
  const db = t.db;
  await db.delete(rateLimits);
  expect((await failSignIn(t, peer, forwardedFor)).statusCode).toBe(401);
  const rows = await db.select().from(rateLimits).where(like(rateLimits.key, 'login:address:%'));
  return rows.map((r) => r.key.slice('login:address:'.length));
}

describe('TRUST_PROXY=0 (the default): no proxy', () => {
  it('ignores X-Forwarded-For: the socket address is the client', async () => {
    expect(await chargedAddresses(noProxy, '192.0.2.10', '203.0.113.1')).toEqual(['192.0.2.10']);
    expect(await chargedAddresses(noProxy, '192.0.2.10', '198.51.100.7, 203.0.113.1')).toEqual([
      '192.0.2.10',
    ]);
  });

  it('cannot be escaped by rotating X-Forwarded-For', async () => {
    await noProxy.db.delete(rateLimits);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect(
        (await failSignIn(noProxy, '192.0.2.11', `198.51.100.${i}`, `a${i}@example.com`)).statusCode,
      ).toBe(401);
    }
    expect((await failSignIn(noProxy, '192.0.2.11', '198.51.100.250', 'last@example.com')).statusCode).toBe(
      429,
    );
  });
});

describe('TRUST_PROXY=1: one proxy in front', () => {
  it('takes the client from the right-most X-Forwarded-For entry, the one the proxy appended', async () => {
    expect(await chargedAddresses(oneHop, '10.0.0.2', '203.0.113.5')).toEqual(['203.0.113.5']);
    expect(await chargedAddresses(oneHop, '10.0.0.2', '198.51.100.66, 203.0.113.5')).toEqual(['203.0.113.5']);
    // A request without the header is the proxy's own (a health check, say).
    expect(await chargedAddresses(oneHop, '10.0.0.2')).toEqual(['10.0.0.2']);
  });

  it(`keeps one client to ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures however it rotates the left-most entry, and does not block its neighbours`, async () => {
    await oneHop.db.delete(rateLimits);
    // The client writes the left-most entries; the proxy appends the address it saw.
    const fromAttacker = (i: number) => `198.51.${Math.floor(i / 200)}.${i % 200}, 203.0.113.66`;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await failSignIn(oneHop, '10.0.0.2', fromAttacker(i), `spray-${i}@example.com`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await failSignIn(oneHop, '10.0.0.2', fromAttacker(999), 'spray-last@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    // Another client behind the same proxy is not refused.
    const neighbour = await failSignIn(oneHop, '10.0.0.2', '203.0.113.67', 'spray-last@example.com');
    expect(neighbour.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY=127.0.0.1,10.40.0.0/16: the listed proxies', () => {
  it("believes a listed proxy's X-Forwarded-For, up to the first address that is not a listed proxy", async () => {
    expect(await chargedAddresses(listed, '10.40.1.1', '198.51.100.9, 203.0.113.9')).toEqual(['203.0.113.9']);
    // Two proxies in a row: the local one at 127.0.0.1 behind a balancer at 10.40.2.2.
    expect(await chargedAddresses(listed, '127.0.0.1', '198.51.100.9, 203.0.113.11, 10.40.2.2')).toEqual([
      '203.0.113.11',
    ]);
  });

  it('ignores X-Forwarded-For from anyone else, even one naming a listed proxy', async () => {
    expect(await chargedAddresses(listed, '192.0.2.50', '203.0.113.10')).toEqual(['192.0.2.50']);
    expect(await chargedAddresses(listed, '192.0.2.50', '203.0.113.10, 10.40.3.3')).toEqual(['192.0.2.50']);
  });
});
