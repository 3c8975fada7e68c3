/**
 * The consumers honour each person's channel (issue 29): off tells nothing, in_app a row under the
 * bell, email a row and the mail at once, digest a row and a line in the next daily digest.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import { mailOutbox, notifications } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { sendDailyDigests } from './notification-digest.service.ts';

let t: TestApp;
let org: Org;
let mona: TestClient;
let leo: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  [mona, leo] = await Promise.all([signInAs(t, org.manager), signInAs(t, org.lead)]);
});
afterAll(async () => {
  await t.close();
});

/** Mona gives Leo a new task; answers its id once the consumers have run. */
async function giveLeoATask(name: string): Promise<number> {
  const res = await mona.post('/api/v1/tasks', {
    name,
    projectId: org.project.id,
    assignedToId: org.lead.id,
    dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 4),
    description: '<p>Details</p>',
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.drainEvents();
  return res.json<{ id: number }>().id;
}
const leosRowsFor = (taskId: number) =>
  db()
    .select({ kind: notifications.kind, inDigest: notifications.inDigest })
    .from(notifications)
    .where(and(eq(notifications.recipientId, org.lead.id), eq(notifications.subjectId, String(taskId))));
const leosMails = (kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, org.lead.email), eq(mailOutbox.kind, kind)));
const choose = async (channel: string) => {
  const res = await leo.request({
    method: 'PUT',
    url: '/api/v1/me/notification-preferences',
    payload: { task_assigned: channel },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a person’s channel for a kind', () => {
  it('off: no row under the bell and no mail', async () => {
    await choose('off');
    const before = (await leosMails('task_assigned')).length;
    const taskId = await giveLeoATask('Silent task');
    expect(await leosRowsFor(taskId)).toEqual([]);
    expect(await leosMails('task_assigned')).toHaveLength(before);
  });

  it('in_app: a row, no mail', async () => {
    await choose('in_app');
    const before = (await leosMails('task_assigned')).length;
    const taskId = await giveLeoATask('Quiet task');
    expect(await leosRowsFor(taskId)).toEqual([{ kind: 'task_assigned', inDigest: false }]);
    expect(await leosMails('task_assigned')).toHaveLength(before);
  });

  it('email: a row and the mail at once', async () => {
    await choose('email');
    const taskId = await giveLeoATask('Loud task');
    expect(await leosRowsFor(taskId)).toEqual([{ kind: 'task_assigned', inDigest: false }]);
    const mails = await leosMails('task_assigned');
    expect(mails.at(-1)?.textBody).toContain(`/view-task/${taskId}`);
  });

  it('digest: a row and no mail, then a line in the next daily digest, once', async () => {
    await choose('digest');
    const before = (await leosMails('task_assigned')).length;
    const taskId = await giveLeoATask('Digest task');
    expect(await leosRowsFor(taskId)).toEqual([{ kind: 'task_assigned', inDigest: true }]);
    expect(await leosMails('task_assigned')).toHaveLength(before);

    // Tomorrow at 09:00 in the organisation's time zone, Leo's (he has none of his own).
    const morning = new Date(`${addDays(todayIn(DEFAULT_TIME_ZONE, t.clock.now()), 1)}T09:00:00+05:30`);
    await sendDailyDigests(db(), t.config.appUrl, morning);
    const [digest, ...others] = await leosMails('daily_digest');
    expect(others).toEqual([]);
    expect(digest?.textBody).toContain(
      `Mona Test assigned ${formatTaskNumber(taskId)} (Digest task) to you: ${t.config.appUrl}/view-task/${taskId}`,
    );
    expect(digest?.htmlBody).toContain(`<a href="${t.config.appUrl}/view-task/${taskId}">`);
    // Only the digest kinds: the tasks told by mail or in the app are not in it.
    expect(digest?.textBody).not.toContain('Loud task');

    await sendDailyDigests(db(), t.config.appUrl, new Date(morning.getTime() + 3_600_000));
    expect(await leosMails('daily_digest')).toHaveLength(1);
  });
});
