import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../shared/constants.ts';
import {
  AUTH_MESSAGES,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  tokenBodySchema,
} from '../../../shared/schemas/auth.schema.ts';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import { runAfterResponse } from '../../lib/after-response.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser, sessionCookieOptions } from '../../lib/session.plugin.ts';
import {
  checkLink,
  confirmEmail,
  requestPasswordReset,
  resendLink,
  resendVerification,
  resetPassword,
} from './auth-links.service.ts';
import { changePassword, login, logout, type ClientMeta } from './auth.service.ts';

const tags = ['auth'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(secure), maxAge: undefined });
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secure = ctx.config.secureCookies;

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: loginBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sessionToken, user } = await login(ctx, request.body, clientMeta(request));
      void reply.setCookie(SESSION_COOKIE, sessionToken, sessionCookieOptions(secure));
      return { user };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user with their permissions',
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ user: requireUser(request) }),
  );

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary:
          'Who is signed in on this browser: the user, or null for a guest (never a 401), and whether ' +
          'the session the browser named has ended',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionEnded = !request.user && request.cookies[SESSION_COOKIE] !== undefined;
      // Said once: the cookie of the ended session goes, so the next visit is a plain guest's.
      if (sessionEnded) clearSessionCookie(reply, secure);
      return { user: request.user ?? null, sessionEnded };
    },
  );

  app.post(
    '/password/forgot',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a password reset link (same answer whether or not the account exists)',
        headers: idempotencyKeyHeadersSchema,
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const mailLink = await requestPasswordReset(ctx, request.body.email, clientMeta(request));
      runAfterResponse(reply, 'password reset mail', mailLink);
      return reply.status(202).send({ message: AUTH_MESSAGES.recoverySent });
    },
  );

  app.post(
    '/links/check',
    {
      schema: {
        tags,
        summary: 'Tell whether an e-mailed link can still be used',
        body: tokenBodySchema,
        response: {
          200: z.object({ purpose: z.enum(['reset_password', 'verify_email', 'invitation']) }),
          410: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => ({ purpose: await checkLink(ctx, request.body.token) }),
  );

  app.post(
    '/links/resend',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a fresh link in place of an expired one',
        headers: idempotencyKeyHeadersSchema,
        body: tokenBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendLink(ctx, request.body.token, clientMeta(request));
      return reply.status(202).send({ message: AUTH_MESSAGES.recoverySent });
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset or invitation link; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 410: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const purpose = await resetPassword(ctx, request.body);
      clearSessionCookie(reply, secure);
      return { message: purpose === 'invitation' ? AUTH_MESSAGES.passwordSet : AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/password/change',
    {
      // 401 before the body is read: a caller without a session hears that first, whatever it sent.
      onRequest: requireSession,
      schema: {
        tags,
        summary: "Change the signed-in user's password; ends every session, this one included",
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword(ctx, user, request.body, clientMeta(request));
      clearSessionCookie(reply, secure);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/verification/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address from its verification link',
        body: tokenBodySchema,
        response: { 200: messageResponseSchema, 410: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await confirmEmail(ctx, request.body.token);
      return { message: 'Verified successfully' };
    },
  );

  app.post(
    '/verification/resend',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a new verification link (same answer whether or not the account exists)',
        headers: idempotencyKeyHeadersSchema,
        body: resendVerificationBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const mailLink = await resendVerification(ctx, request.body.email, clientMeta(request));
      runAfterResponse(reply, 'verification mail', mailLink);
      return reply.status(202).send({ message: AUTH_MESSAGES.recoverySent });
    },
  );
};
