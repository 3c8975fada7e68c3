import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('gives every one of a burst of sign-ins its turn, each hash its own', async () => {
    const passwords = Array.from({ length: 7 }, (_, i) => `Secret#${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p, 10)));
    expect(new Set(hashes).size).toBe(7);
    const checks = await Promise.all(
      passwords.flatMap((p, i) => [verifyPassword(p, hashes[i]!), verifyPassword(`${p}x`, hashes[i]!)]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  it('a hash that fails gives its turn back', async () => {
    // N = 2^40 is refused by scrypt itself: these fail at once, and must not hold the turns.
    const refused = await Promise.allSettled([1, 2, 3].map(() => hashPassword('x', 40)));
    expect(refused.every((r) => r.status === 'rejected')).toBe(true);
    const hash = await hashPassword('Secret#1', 10);
    expect(await verifyPassword('Secret#1', hash)).toBe(true);
  });

  it("uses OWASP's parallelism for a lower N and records it, so the hash verifies with its own settings", async () => {
    const hash = await hashPassword('Secret#1', 13);
    expect(hash).toMatch(/^scrypt\$13\$8\$10\$/);
    expect(await verifyPassword('Secret#1', hash)).toBe(true);
    expect(await verifyPassword('Secret#2', hash)).toBe(false);
    // A hash made with other settings (p = 1 here) still verifies by what it records.
    expect(await verifyPassword('Secret#1', await hashPassword('Secret#1', 10))).toBe(true);
  });
});
