import path from 'node:path';
import { z } from 'zod';

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
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
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
  trustProxy: boolean;
  /** Cookies get the Secure flag when the app is served over https. */
  secureCookies: boolean;
  /** log2 of scrypt's cost N. 17 is OWASP's recommendation; tests lower it for speed. */
  scryptLog2N: number;
  version: string;
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
    trustProxy: e.TRUST_PROXY === '1',
    secureCookies: appUrl.startsWith('https://'),
    scryptLog2N: 17,
    version: '0.1.0',
  };
}
