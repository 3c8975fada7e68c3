import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Scheduler } from './scheduler.ts';
import type { ReadCache } from './read-cache.ts';
import type { FileStorage } from './storage.ts';

/** What services need from the running app. Built once in app.ts; tests build their own. */
export interface AppContext {
  db: Db;
  /** What rarely changes, kept in the process and dropped when its tables change. */
  cache: ReadCache;
  config: AppConfig;
  logger: FastifyBaseLogger;
  storage: FileStorage;
  /** Asks the mail worker to deliver soon, after a transaction queued mail. */
  nudgeMail(): void;
  /** The current time; tests move it forward to expire links and sessions. */
  now(): Date;
  /** The scheduled jobs, once started (null in tests that run none). */
  scheduler(): Scheduler | null;
}
