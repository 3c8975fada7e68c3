import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Whom to believe about the client's address (Fastify's `trustProxy`): nobody (`false`), the
 * proxies at these addresses or ranges, or a number of proxy hops in front of the app.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Names that proxy-addr (Fastify's trustProxy) expands to the usual private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  'expected the number of reverse proxies in front of the app (0 for none, 1, 2…) or a ' +
  'comma-separated list of their addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)';

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. A hop count believes that many entries from the right of X-Forwarded-For
 * (each proxy appends the address it saw); Fastify itself no longer accepts a bare number, so it
 * becomes a trust function. A list believes X-Forwarded-For only from those proxies.
 */
function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) return null;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/** Where the files live when STORAGE_URL is `s3://bucket/prefix?endpoint=…&region=…`. */
export interface S3Location {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"), so that one bucket can hold several installs. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver); AWS's own endpoint when absent. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path rather than the host name: what most self-hosted servers expect. */
  forcePathStyle: boolean;
}

export const STORAGE_URL_HELP =
  'STORAGE_URL must be s3://bucket[/prefix][?endpoint=http://host:port&region=…&pathStyle=true|false]';

/** Reads STORAGE_URL; null when it is not a usable s3:// address. */
export function parseStorageUrl(raw: string, defaultRegion = 'us-east-1'): S3Location | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return null;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) return null;
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return null;
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? defaultRegion,
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
}

/** Settings read from the environment once at start-up (README lists every variable). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Orgdesk <no-reply@orgdesk.local>'),
  DEMO: z.enum(['0', '1']).default('1'),
  ADMIN_EMAIL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((raw, ctx) => {
      const trust = parseTrustProxy(raw);
      if (trust !== null) return trust;
      ctx.issues.push({ code: 'custom', input: raw, message: `${TRUST_PROXY_HELP}; got "${raw}"` });
      return z.NEVER;
    }),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((token) => !token || token.length >= 16, 'use at least 16 characters'),
  STORAGE_URL: z
    .string()
    .optional()
    .refine((raw) => !raw || parseStorageUrl(raw) !== null, STORAGE_URL_HELP),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  METRICS_PORT: z.preprocess(
    (raw) => (raw === '' ? undefined : raw),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: boolean;
  adminEmail: string | undefined;
  logLevel: string;
  /** TRUST_PROXY: whose X-Forwarded-For gives the client address (sign-in throttling, sessions). */
  trustProxy: TrustProxy;
  /** Cookies get the Secure flag when the app is served over https. */
  secureCookies: boolean;
  /**
   * log2 of scrypt's cost N. 14 (16 MiB a run, with p = 5) is one of OWASP's settings of equal
   * strength; 17 (128 MiB) took a burst of sign-ins near a gigabyte. Tests lower it for speed.
   */
  scryptLog2N: number;
  version: string;
  /** METRICS_TOKEN: /metrics answers the bearer of this token; without it (and METRICS_PORT) it is off. */
  metricsToken: string | undefined;
  /** METRICS_PORT: /metrics on a port of its own (on HOST), without a token, for the internal network. */
  metricsPort: number | undefined;
  /**
   * DRAIN_SECONDS: on SIGTERM, how long readiness fails while requests are still served, before
   * the server stops taking connections: at least the load balancer's time to notice.
   */
  drainSeconds: number;
  /** STORAGE_URL: the S3 bucket that holds uploaded files; without it, DATA_DIR/files on this disk. */
  storage: S3Location | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demo: e.DEMO === '1',
    adminEmail: e.ADMIN_EMAIL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: appUrl.startsWith('https://'),
    scryptLog2N: 14,
    version: '0.1.0',
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPort: e.METRICS_PORT,
    drainSeconds: e.DRAIN_SECONDS,
    storage: e.STORAGE_URL
      ? (parseStorageUrl(e.STORAGE_URL, env.AWS_REGION || undefined) ?? undefined)
      : undefined,
  };
}
