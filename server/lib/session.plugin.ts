import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_IDLE_DAYS } from '../../shared/constants.ts';
import type { SessionUser } from '../../shared/schemas/auth.schema.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { runAfterResponse, settleAfterResponseWork } from './after-response.ts';
import type { AppContext } from './context.ts';
import { unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request. */
    user: SessionUser | null;
    sessionToken: string | undefined;
  }
}

/**
 * Loads the session named by the httpOnly cookie for every API request. A due extension of the
 * session is written after the response, never on the request's path.
 */
export const sessionPlugin = fp(
  (app: FastifyInstance, options: { ctx: AppContext }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const signedIn = await authenticate(options.ctx, token);
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
