import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_IDLE_DAYS } from '../../shared/constants.ts';
import type { SessionUser } from '../../shared/schemas/auth.schema.ts';
import { runAfterResponse, settleAfterResponseWork } from './after-response.ts';
import { unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request. */
    user: SessionUser | null;
    sessionToken: string | undefined;
  }
}

/** A session token's signed-in user. */
export interface Authenticated {
  user: SessionUser;
  /** Writes the session's pushed-forward expiry, when it is due: for after the response. */
  touch: (() => Promise<void>) | null;
}

/**
 * Loads the session named by the httpOnly cookie for every API request, by the `authenticate`
 * it is given (auth's, from app.ts: lib knows no module). A due extension of the session is
 * written after the response, never on the request's path.
 */
export const sessionPlugin = fp(
  (
    app: FastifyInstance,
    options: { authenticate: (sessionToken: string) => Promise<Authenticated | null> },
  ) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const signedIn = await options.authenticate(token);
      if (!signedIn) return;
      request.user = signedIn.user;
      request.sessionToken = token;
      if (signedIn.touch) runAfterResponse(reply, 'Extending the session', signedIn.touch);
    });
    // Work left after responses (session extensions, recovery mails) finishes while the database is open.
    app.addHook('onClose', settleAfterResponseWork);
  },
  { name: 'session' },
);

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function sessionCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
  };
}

/** An onRequest hook for route plugins whose every route needs a session: 401 before anything else. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
