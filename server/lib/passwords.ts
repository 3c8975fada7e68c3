import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
/**
 * OWASP's scrypt settings of equal strength (r = 8): a smaller N, which is the memory one run
 * holds (128 * N * r bytes), is made up for by a larger parallelism p, run one after another.
 */
const OWASP_PARALLELISM: Record<number, number> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };
/**
 * Each scrypt run holds its memory while it lasts: a burst of sign-ins would otherwise take that
 * many times over. More at once than the machine's two cores gains no speed, so the rest wait
 * their turn.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  } finally {
    // The next in line takes this turn over; `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's N = 2^17.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
}

const parallelismFor = (log2N: number) => OWASP_PARALLELISM[log2N] ?? 1;

/** The start of every hash hashPassword(…, log2N) writes: "scrypt$log2N$r$p". */
const settingsFor = (log2N: number) => `scrypt$${log2N}$${BLOCK_SIZE}$${parallelismFor(log2N)}`;

/**
 * Hashes a password with scrypt at N = 2^log2N and OWASP's parallelism for that N (1 below
 * OWASP's table, where only tests go). The result records its parameters, so hashes made with
 * other settings keep verifying and the cost can change later.
 */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, optionsFor(log2N, BLOCK_SIZE, parallelismFor(log2N)));
  return `${settingsFor(log2N)}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether a stored hash was made with other settings than hashPassword(…, log2N) uses now. */
export function needsRehash(stored: string, log2N: number): boolean {
  return !stored.startsWith(`${settingsFor(log2N)}$`);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2N, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(log2N), Number(r), Number(p)),
  );
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

let dummyHash: { log2N: number; hash: Promise<string> } | null = null;

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function burnPasswordCheck(password: string, log2N: number): Promise<void> {
  if (!dummyHash || dummyHash.log2N !== log2N) {
    dummyHash = { log2N, hash: hashPassword('not-a-real-password', log2N) };
  }
  await verifyPassword(password, await dummyHash.hash);
}
