import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_TABLES, type ChangeFeed } from '../db/client.ts';

/** The tables whose changes are announced (migration 0008): only these may back a cached value. */
export type CachedTable =
  'org_settings' | 'roles' | 'users' | 'user_closure' | 'user_permissions' | 'project_members' | 'sessions';

/** A kind of cached value: what it is read from, and how many of them are kept at most. */
export interface CacheRegionSpec {
  name: string;
  tables: readonly CachedTable[];
  maxEntries: number;
}

export function cacheRegion(
  name: string,
  tables: readonly CachedTable[],
  maxEntries = 10_000,
): CacheRegionSpec {
  return { name, tables, maxEntries };
}

class Region {
  readonly entries = new Map<string, unknown>();
  readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by every change to the region's tables: a value read before it is not kept. */
  generation = 0;
  readonly spec: CacheRegionSpec;

  constructor(spec: CacheRegionSpec) {
    this.spec = spec;
  }

  dropAll(): void {
    this.generation++;
    this.entries.clear();
    // Whoever asks after the change reads anew instead of joining a read that began before it.
    this.loading.clear();
  }
}

/**
 * What every request needs and rarely changes (a session, its person with role and permissions,
 * the organisation's settings, a manager's team), kept in the process. A region is dropped as soon
 * as the database announces a committed change to one of its tables, whatever wrote it and on
 * whichever instance, so a cached value is never older than the last change the feed delivered.
 * While the feed cannot deliver (a lost PostgreSQL listener), every read goes to the database.
 */
export class ReadCache {
  private readonly regions = new Map<CacheRegionSpec, Region>();
  private readonly unsubscribe: () => void;
  private readonly feed: ChangeFeed;

  constructor(feed: ChangeFeed) {
    this.feed = feed;
    this.unsubscribe = feed.subscribe((table) => this.changed(table));
  }

  /**
   * The value under `key`, read with `load` when not kept. Null and undefined are passed on but
   * never kept (a missing row may appear at any time); concurrent misses share one read.
   */
  async get<T>(spec: CacheRegionSpec, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed.isLive()) return load();
    const region = this.regionOf(spec);
    if (region.entries.has(key)) return region.entries.get(key) as T;
    const pending = region.loading.get(key);
    if (pending) return pending as Promise<T>;
    // A feed that goes down reports ALL_TABLES, so the generation also guards against that.
    const generation = region.generation;
    const read = load().then(
      (value) => {
        if (region.loading.get(key) === read) region.loading.delete(key);
        if (value !== null && value !== undefined && region.generation === generation) {
          if (region.entries.size >= spec.maxEntries)
            region.entries.delete(region.entries.keys().next().value!);
          region.entries.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (region.loading.get(key) === read) region.loading.delete(key);
        throw err;
      },
    );
    region.loading.set(key, read);
    return read;
  }

  /** Forgets one value, so the next get reads it anew. */
  drop(spec: CacheRegionSpec, key: string): void {
    this.regions.get(spec)?.entries.delete(key);
  }

  close(): void {
    this.unsubscribe();
    for (const region of this.regions.values()) region.dropAll();
  }

  private regionOf(spec: CacheRegionSpec): Region {
    let region = this.regions.get(spec);
    if (!region) {
      region = new Region(spec);
      this.regions.set(spec, region);
    }
    return region;
  }

  private changed(table: string): void {
    for (const region of this.regions.values()) {
      if (table === ALL_TABLES || region.spec.tables.includes(table as CachedTable)) region.dropAll();
    }
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have written answers only once the change feed has caught up with it, so
 * that the next request to this instance, which the caller may send the moment it has the answer,
 * never meets a kept copy of what was just changed. (Instant on the embedded database; one short
 * round trip on PostgreSQL.) Closing the app drops the cache.
 */
export const readCachePlugin = fp(
  (app: FastifyInstance, options: { cache: ReadCache; changes: ChangeFeed }) => {
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) await options.changes.sync();
    });
    app.addHook('onClose', async () => options.cache.close());
  },
  { name: 'read-cache' },
);
