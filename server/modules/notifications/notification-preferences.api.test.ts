/**
 * Settings > Notifications (issue 29): each person's channel per kind of notification, kept only
 * where it differs from the default; bad kinds and channels are refused field by field.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS } from '../../../shared/rules/notifications.ts';
import type { NotificationPreferences } from '../../../shared/schemas/notifications.schema.ts';
import { domainEvents, notificationPreferences } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

const URL = '/api/v1/me/notification-preferences';
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  [eve, leo] = await Promise.all([signInAs(t, org.employee), signInAs(t, org.lead)]);
});
afterAll(async () => {
  await t.close();
});

const put = (client: TestClient, payload: object) => client.request({ method: 'PUT', url: URL, payload });
const channelOf = (prefs: NotificationPreferences, kind: string) =>
  prefs.items.find((item) => item.kind === kind);

describe('notification preferences', () => {
  it('start as every kind at its default, mentions and approvals asked of me never only in a digest', async () => {
    const res = await eve.get(URL);
    expect(res.statusCode).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    expect(prefs.items.map((item) => item.kind)).toEqual(NOTIFICATION_KIND_LIST);
    for (const item of prefs.items)
      expect(item).toEqual({
        kind: item.kind,
        channel: NOTIFICATION_KINDS[item.kind],
        defaultChannel: NOTIFICATION_KINDS[item.kind],
        isDefault: true,
      });
    for (const kind of ['mention', 'leave_requested', 'appraisal'] as const)
      expect(channelOf(prefs, kind)?.channel).not.toBe('digest');
  });

  it('change the kinds named, keep the others, store only what differs, and record the change', async () => {
    const res = await put(eve, { task_assigned: 'digest', task_comment: 'off', mention: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    expect(channelOf(prefs, 'task_assigned')).toMatchObject({ channel: 'digest', isDefault: false });
    expect(channelOf(prefs, 'task_comment')).toMatchObject({ channel: 'off', isDefault: false });
    expect(channelOf(prefs, 'mention')).toMatchObject({ channel: 'email', isDefault: true });
    expect((await eve.get(URL)).json()).toEqual(prefs);
    // Another person's stay as they were.
    expect(channelOf((await leo.get(URL)).json(), 'task_assigned')?.isDefault).toBe(true);

    const stored = await db()
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, org.employee.id))
      .orderBy(notificationPreferences.kind);
    expect(stored).toEqual([
      { kind: 'task_assigned', channel: 'digest' },
      { kind: 'task_comment', channel: 'off' },
    ]);
    const [event] = await db()
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'person.notification_preferences_changed'),
          eq(domainEvents.subjectId, org.employee.id),
        ),
      );
    expect(event?.changes).toEqual({
      task_assigned: { from: 'email', to: 'digest' },
      task_comment: { from: 'digest', to: 'off' },
    });
  });

  it('go back to the defaults when the defaults are saved, leaving no stored choice', async () => {
    const defaults = Object.fromEntries(
      NOTIFICATION_KIND_LIST.map((kind) => [kind, NOTIFICATION_KINDS[kind]]),
    );
    const res = await put(eve, defaults);
    expect(res.statusCode).toBe(200);
    expect(res.json<NotificationPreferences>().items.every((item) => item.isDefault)).toBe(true);
    const stored = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, org.employee.id));
    expect(stored).toEqual([]);
  });

  it('refuse an unknown kind and an unknown channel with a 422 naming each field', async () => {
    const res = await put(eve, { mentions: 'email', task_assigned: 'sms', letter: 'digest' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
        details: expect.arrayContaining([
          { path: 'mentions', message: 'Unknown field: mentions.' },
          { path: 'task_assigned', message: 'Please choose from the list.' },
        ]),
      },
    });
    expect(res.json<{ error: { details: unknown[] } }>().error.details).toHaveLength(2);
    // Nothing of a refused request is kept, not even its valid part.
    expect(channelOf((await eve.get(URL)).json(), 'letter')?.channel).toBe('email');
  });

  it('refuse a body that is not an object of kinds', async () => {
    const res = await put(eve, ['mention']);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
  });

  it('are only for the signed-in', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get(URL)).statusCode).toBe(401);
    expect((await put(guest, { mention: 'off' })).statusCode).toBe(401);
  });
});
