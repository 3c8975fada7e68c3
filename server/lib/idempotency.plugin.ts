import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
} from '../../shared/constants.ts';
import type { AppContext } from './context.ts';
import { badRequest, conflict, unprocessable } from './errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyKeyRow,
} from './idempotency.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an Idempotency-Key header (idempotency.plugin.ts). */
    idempotent?: boolean;
  }
}

/** A claim still 'running' after this long belongs to a process that died; a repeat may take it over. */
export const ABANDONED_AFTER_MS = 2 * 60_000;
/** Set on an answer that was not produced again but replayed from the first request. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
const CLAIM_ATTEMPTS = 3;

export const IDEMPOTENCY_MESSAGES = {
  malformed: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters.`,
  reused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
/** The inside of a structured-field string (RFC 8941 §3.3.3), which the draft makes the header's form. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/**
 * The key a request names: undefined without the header, else the key, accepted bare (`abc`) or
 * as a structured-field string (`"abc"`). Anything else is a 400.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') throw badRequest('invalid_idempotency_key', IDEMPOTENCY_MESSAGES.malformed);
  const quoted = SF_STRING.exec(header);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : header;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(key)) {
    throw badRequest('invalid_idempotency_key', IDEMPOTENCY_MESSAGES.malformed);
  }
  return key;
}

/** JSON with every object's keys sorted, so that the same body always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const entries = Object.keys(object)
      .filter((k) => object[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface Pending {
  scope: string;
  key: string;
  fingerprint: string;
  /** The row this request claimed, until its answer is kept or released. */
  claimId?: string;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** Whose key it is: the signed-in user, or the client address for anonymous routes; and which route. */
function scopeOf(request: FastifyRequest): string {
  const caller = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
  return `${caller} ${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The request as sent (before validation trims or fills anything in): method, route, parameters and body. */
function fingerprintOf(request: FastifyRequest): string {
  const canonical = canonicalJson({ params: request.params, query: request.query, body: request.body });
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''}\n${canonical}`)
    .digest('hex');
}

function replay(reply: FastifyReply, row: IdempotencyKeyRow): FastifyReply {
  void reply.code(row.responseStatus ?? 200).header(REPLAYED_HEADER, 'true');
  if (row.responseBody === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(row.responseBody);
}

/**
 * Only a success is kept: a refused request changed nothing, and answering it again from the
 * record would repeat a refusal that may no longer hold (a throttle, a name since freed, a fault
 * on our side). A retry with the key runs again instead.
 */
const isKept = (status: number) => status < 400;

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Idempotency-Key (IETF httpapi draft) for the routes that opt in with `config: { idempotent: true }`:
 * the same key with the same request within 24 hours answers as the first time (same status and
 * body) without running again; with another request, 422; while the first still runs, 409. A key
 * belongs to the signed-in user (or the client address when anonymous) and the route. The claim is
 * an insert that only one request wins; a successful answer is kept in onSend, and any other
 * releases the claim so that a retry runs. Requests without the header are untouched.
 */
export const idempotencyPlugin = fp(
  (app: FastifyInstance, options: { ctx: AppContext }) => {
    const { ctx } = options;

    // After the input guard (an instance hook, so it runs first) and before validation.
    async function readKey(request: FastifyRequest): Promise<void> {
      const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
      // An upload's body is read by its handler, after this hook: it has no fingerprint to tell
      // one upload from another, so a key on it is not honoured (the route's description says so).
      if (key === undefined || request.isMultipart()) return;
      pending.set(request, { scope: scopeOf(request), key, fingerprint: fingerprintOf(request) });
    }

    // After validation: a request refused as invalid ran nothing, so it leaves no claim behind.
    async function claim(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const state = pending.get(request);
      if (!state) return undefined;
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const now = ctx.now();
        const expiredBefore = new Date(now.getTime() - TTL_MS);
        const id = await claimIdempotencyKey(ctx.db, {
          ...state,
          now,
          abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
          expiredBefore,
        });
        if (id) {
          state.claimId = id;
          return undefined;
        }
        const row = await findIdempotencyKey(ctx.db, state.scope, state.key, expiredBefore);
        if (!row) continue; // released or expired between the two statements: claim again
        if (row.fingerprint !== state.fingerprint) {
          throw unprocessable('idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
        }
        if (row.state === 'running') throw conflict('request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
        return replay(reply, row);
      }
      throw conflict('request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
    }

    async function keepAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ): Promise<unknown> {
      const state = pending.get(request);
      const id = state?.claimId;
      if (!state || !id) return payload;
      state.claimId = undefined;
      const json = String(reply.getHeader('content-type') ?? '').includes('json');
      const keepable = payload === null || payload === undefined || (typeof payload === 'string' && json);
      try {
        if (!keepable || !isKept(reply.statusCode)) await releaseIdempotencyKey(ctx.db, id);
        else {
          await completeIdempotencyKey(ctx.db, id, {
            status: reply.statusCode,
            body: typeof payload === 'string' ? payload : null,
          });
        }
      } catch (err) {
        // The answer goes out anyway; the claim is taken over once it counts as abandoned.
        request.log.warn({ err }, 'idempotency key not updated');
      }
      return payload;
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.preValidation = [...asArray(route.preValidation), readKey];
      route.preHandler = [...asArray(route.preHandler), claim];
      route.onSend = [...asArray(route.onSend), keepAnswer];
    });
  },
  { name: 'idempotency', dependencies: ['session'] },
);
