import { settleAfterResponseWork } from '../../lib/after-response.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertLinkToken, type LinkPurpose } from '../../modules/auth/auth.repository.ts';
import { createUser, TEST_PASSWORD } from '../fixtures.ts';
import { validCreate } from '../org-fixture.ts';
import { signInAs } from '../outsider-objects.ts';
import { TestClient } from '../test-app.ts';
import { multipart, PNG } from '../uploads.ts';
import { scenario, type EventScenario, type ScenarioWorld } from './types.ts';

const json = <T>(res: { statusCode: number; body: string; json<U>(): U }, step: string): T => {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

let serial = 0;
/** A name, e-mail or code of its own for each object the walk makes. */
const unique = (prefix: string) => `${prefix}${++serial}${Math.random().toString(36).slice(2, 6)}`;

/** A client on an address of its own, so that no throttle counts two scenarios together. */
const guest = (w: ScenarioWorld) =>
  new TestClient(w.t.app, `10.71.${Math.floor(serial / 200)}.${serial++ % 200}`);

/**
 * Someone of their own, reporting to Mona: signing out, a new password or a retirement ends
 * sessions, which must not be those the walk keeps for the organisation's people.
 */
const newcomer = (w: ScenarioWorld, input: { confirmed?: boolean; active?: boolean } = {}) =>
  createUser(w.db, {
    email: `${unique('newcomer')}@example.com`,
    managerId: w.org.manager.id,
    ...input,
  });

/** A link of this kind for the person, as its mail would carry it. */
async function linkFor(w: ScenarioWorld, userId: string, purpose: LinkPurpose): Promise<string> {
  const token = newToken();
  const now = new Date();
  await insertLinkToken(w.db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
  });
  return token;
}

const person = (id: string) => ({ kind: 'person' as const, id });
const NEW_PASSWORD = 'Brand#New9';

/** Someone added through the form by Sam, reporting to Mona. */
async function addedPerson(w: ScenarioWorld): Promise<string> {
  const sam = await w.as(w.org.superAdmin);
  const res = await sam.post(
    '/api/v1/users',
    validCreate(w.org, { email: `${unique('added')}@example.com`, employeeCode: unique('EV') }),
  );
  return json<{ id: string }>(res, 'add a person').id;
}

const customItem = (
  path: 'departments' | 'designations' | 'roles',
  kind: 'department' | 'designation' | 'role',
) =>
  scenario({
    operation: `POST /api/v1/${path}`,
    request: async (w) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(`/api/v1/${path}`, { name: unique(`Custom ${kind} `) });
      return {
        res,
        type: `${kind}.created` as const,
        subject: { kind, id: res.json<{ id: string }>().id },
      };
    },
  });

/** The write operations of this area, each called once as a user would (see ./types.ts). */
export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'POST /api/v1/auth/login',
    prepare: (w) => newcomer(w),
    request: async (w, who) => ({
      res: await guest(w).login(who.email, TEST_PASSWORD),
      type: 'auth.signed_in',
      subject: person(who.id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/logout',
    prepare: async (w) => {
      const who = await newcomer(w);
      return { id: who.id, client: await signInAs(w.t, who) };
    },
    request: async (_w, { id, client }) => ({
      res: await client.post('/api/v1/auth/logout'),
      type: 'auth.signed_out',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/password/forgot',
    prepare: (w) => newcomer(w),
    request: async (w, who) => {
      const res = await guest(w).post('/api/v1/auth/password/forgot', { email: who.email });
      await settleAfterResponseWork();
      return { res, type: 'auth.password_reset_requested', subject: person(who.id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/auth/links/resend',
    prepare: async (w) => {
      const who = await newcomer(w);
      return { id: who.id, token: await linkFor(w, who.id, 'reset_password') };
    },
    request: async (w, { id, token }) => ({
      res: await guest(w).post('/api/v1/auth/links/resend', { token }),
      type: 'auth.password_reset_requested',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/password/reset',
    prepare: async (w) => {
      const who = await newcomer(w);
      return { id: who.id, token: await linkFor(w, who.id, 'reset_password') };
    },
    request: async (w, { id, token }) => ({
      res: await guest(w).post('/api/v1/auth/password/reset', {
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      type: 'auth.password_reset',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/password/change',
    prepare: async (w) => {
      const who = await newcomer(w);
      return { id: who.id, client: await signInAs(w.t, who) };
    },
    request: async (_w, { id, client }) => ({
      res: await client.post('/api/v1/auth/password/change', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      type: 'auth.password_changed',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/verification/confirm',
    prepare: async (w) => {
      const who = await newcomer(w, { confirmed: false });
      return { id: who.id, token: await linkFor(w, who.id, 'verify_email') };
    },
    request: async (w, { id, token }) => ({
      res: await guest(w).post('/api/v1/auth/verification/confirm', { token }),
      type: 'auth.email_verified',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'POST /api/v1/auth/verification/resend',
    prepare: (w) => newcomer(w, { confirmed: false }),
    request: async (w, who) => {
      const res = await guest(w).post('/api/v1/auth/verification/resend', { email: who.email });
      await settleAfterResponseWork();
      return { res, type: 'auth.verification_requested', subject: person(who.id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/users/',
    request: async (w) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(
        '/api/v1/users',
        validCreate(w.org, { email: `${unique('created')}@example.com`, employeeCode: unique('EV') }),
      );
      return { res, type: 'person.created', subject: person(res.json<{ id: string }>().id) };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/users/{id}',
    prepare: addedPerson,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const {
        email: _email,
        employeeCode: _code,
        ...form
      } = validCreate(w.org, {
        reportingManagerId: w.org.lead.id,
        permissions: [],
      });
      const res = await sam.request({ method: 'PUT', url: `/api/v1/users/${id}`, payload: form });
      return { res, type: 'person.updated', subject: person(id) };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/users/{id}',
    prepare: async (w) => (await newcomer(w)).id,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.request({ method: 'DELETE', url: `/api/v1/users/${id}`, payload: {} });
      return { res, type: 'person.deleted', subject: person(id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/users/{id}/deactivate',
    prepare: async (w) => (await newcomer(w)).id,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(`/api/v1/users/${id}/deactivate`, {});
      return { res, type: 'person.deactivated', subject: person(id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/users/{id}/activate',
    prepare: async (w) => (await newcomer(w, { active: false })).id,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post(`/api/v1/users/${id}/activate`);
      return { res, type: 'person.activated', subject: person(id) };
    },
  }),
  customItem('departments', 'department'),
  customItem('designations', 'designation'),
  customItem('roles', 'role'),
  scenario({
    operation: 'PATCH /api/v1/me/profile',
    prepare: async (w) => {
      const who = await newcomer(w);
      return { id: who.id, client: await signInAs(w.t, who) };
    },
    request: async (_w, { id, client }) => ({
      res: await client.request({
        method: 'PATCH',
        url: '/api/v1/me/profile',
        payload: {
          firstName: 'Renamed',
          lastName: 'Person',
          countryIso: 'IN',
          countryCode: '+91',
          phoneNumber: '9876543210',
        },
      }),
      type: 'person.profile_updated',
      subject: person(id),
    }),
  }),
  scenario({
    operation: 'PUT /api/v1/me/language',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({
        method: 'PUT',
        url: '/api/v1/me/language',
        payload: { language: 'fr' },
      });
      return { res, type: 'person.language_changed', subject: person(w.org.employee.id) };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/me/notification-preferences',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({
        method: 'PUT',
        url: '/api/v1/me/notification-preferences',
        payload: { task_comment: 'off' },
      });
      return { res, type: 'person.notification_preferences_changed', subject: person(w.org.employee.id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/me/avatar',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({
        method: 'POST',
        url: '/api/v1/me/avatar',
        ...multipart('me.png', 'image/png', PNG),
      });
      return { res, type: 'person.avatar_changed', subject: person(w.org.employee.id) };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/me/avatar',
    prepare: async (w) => {
      const leo = await w.as(w.org.lead);
      json(
        await leo.request({
          method: 'POST',
          url: '/api/v1/me/avatar',
          ...multipart('me.png', 'image/png', PNG),
        }),
        'upload a picture',
      );
    },
    request: async (w) => {
      const leo = await w.as(w.org.lead);
      const res = await leo.request({ method: 'DELETE', url: '/api/v1/me/avatar' });
      return { res, type: 'person.avatar_removed', subject: person(w.org.lead.id) };
    },
  }),
  scenario({
    operation: 'POST /api/v1/me/calendar-feed',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({ method: 'POST', url: '/api/v1/me/calendar-feed' });
      return { res, type: 'person.calendar_feed_created', subject: person(w.org.employee.id) };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/me/birthday',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({
        method: 'PUT',
        url: '/api/v1/me/birthday',
        payload: { month: 2, day: 29 },
      });
      return { res, type: 'person.birthday_changed', subject: person(w.org.employee.id) };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/me/birthday',
    prepare: async (w) => {
      const leo = await w.as(w.org.lead);
      json(
        await leo.request({ method: 'PUT', url: '/api/v1/me/birthday', payload: { month: 7, day: 4 } }),
        'show a birthday',
      );
    },
    request: async (w) => {
      const leo = await w.as(w.org.lead);
      const res = await leo.request({ method: 'DELETE', url: '/api/v1/me/birthday' });
      return { res, type: 'person.birthday_changed', subject: person(w.org.lead.id) };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/me/calendar-feed',
    prepare: async (w) => {
      const leo = await w.as(w.org.lead);
      json(await leo.request({ method: 'POST', url: '/api/v1/me/calendar-feed' }), 'make a feed');
    },
    request: async (w) => {
      const leo = await w.as(w.org.lead);
      const res = await leo.request({ method: 'DELETE', url: '/api/v1/me/calendar-feed' });
      return { res, type: 'person.calendar_feed_revoked', subject: person(w.org.lead.id) };
    },
  }),
];
