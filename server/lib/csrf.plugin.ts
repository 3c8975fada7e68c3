import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants.ts';
import { forbidden } from './errors.ts';
import { newToken, safeEqual } from './tokens.ts';

/** Compares the Origin header with the host the request was sent to (default ports ignored). */
function isSameOrigin(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes (double-submit cookie): the server sets a random,
 * script-readable, SameSite=Strict cookie, and every unsafe API request must echo it in a header.
 * A foreign site can neither read the cookie nor send a custom header without a CORS preflight,
 * which this app never grants. A request whose Origin names another site is refused outright.
 */
export const csrfPlugin = fp(
  (app: FastifyInstance, options: { secure: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      let cookie = request.cookies[CSRF_COOKIE];
      if (!cookie || cookie.length !== 43) {
        cookie = newToken();
        void reply.setCookie(CSRF_COOKIE, cookie, {
          httpOnly: false,
          sameSite: 'strict',
          secure: options.secure,
          path: '/',
        });
        request.cookies[CSRF_COOKIE] = undefined;
      }
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !isSameOrigin(origin, request.host)) {
        throw forbidden('Cross-site request refused.', 'csrf_failed');
      }
      const sent = request.headers[CSRF_HEADER];
      const expected = request.cookies[CSRF_COOKIE];
      if (typeof sent !== 'string' || !expected || !safeEqual(sent, expected)) {
        throw forbidden(
          'Your session security token is missing or out of date. Reload the page and try again.',
          'csrf_failed',
        );
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
