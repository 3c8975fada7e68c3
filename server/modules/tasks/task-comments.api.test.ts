import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type MentionCandidates } from '../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry, TimelinePage } from '../../../shared/schemas/task-timeline.schema.ts';
import { TASK_MESSAGES } from '../../../shared/rules/tasks.ts';
import { mailOutbox, projectMembers, taskTimeline, userPermissions } from '../../db/schema.ts';
import { createOrg } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertTask, signIn } from '../projects/projects-test-kit.ts';

/**
 *   Sam (Super admin) ── Mona ── Leo ── Eve
 *                    │        └─ Lena
 *                    └─ Pete ── Quinn
 * Apollo: Mona, Leo, Lena (Mona may edit and delete tasks). Zephyr: Pete.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let mona: TestClient;
let leo: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await db().insert(projectMembers).values({ projectId: org.project.id, userId: org.lead2.id });
  await db()
    .insert(userPermissions)
    .values(['EditTask', 'DeleteTask'].map((permission) => ({ userId: org.manager.id, permission })));
  mona = await signIn(t, org.manager);
  leo = await signIn(t, org.lead);
});
afterAll(async () => {
  await t.close();
});

const apolloTask = (name = 'Work') =>
  insertTask(t, { projectId: org.project.id, assignedToId: org.lead.id, assignedById: org.manager.id, name });

const mention = (person: { id: string }, label = 'someone') =>
  `<span data-type="mention" data-id="${person.id}" data-label="${label}">@${label}</span>`;

const comment = (client: TestClient, taskId: number, body: unknown) =>
  client.post(`/api/v1/tasks/${taskId}/comments`, { body });

const edit = (client: TestClient, taskId: number, commentId: number, body: unknown) =>
  client.request({
    method: 'PATCH',
    url: `/api/v1/tasks/${taskId}/comments/${commentId}`,
    payload: { body },
  });

async function added(client: TestClient, taskId: number, body: string): Promise<TimelineEntry> {
  const res = await comment(client, taskId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TimelineEntry>();
}

const mailsTo = async (address: string) => {
  // The mails are queued by a consumer of the change's events.
  await t.drainEvents();
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'task_mentioned')));
};

const commentsOf = (taskId: number) =>
  db()
    .select({ body: taskTimeline.body })
    .from(taskTimeline)
    .where(and(eq(taskTimeline.taskId, taskId), eq(taskTimeline.type, 'Timeline')));

async function timeline(client: TestClient, taskId: number): Promise<TimelinePage> {
  const res = await client.get(`/api/v1/tasks/${taskId}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimelinePage>();
}

describe('comments on a task', () => {
  it('adds a comment with a mention: the person is named by the server, told by mail, and finds the task under Mentioned me', async () => {
    const task = await apolloTask('Mention target');
    const before = (await mailsTo(org.lead2.email)).length;
    // Lena is in the project but not in the team the task belongs to: out of her sight so far.
    const lena = await signIn(t, org.lead2);
    expect((await lena.get(`/api/v1/tasks/${task.id}`)).statusCode).toBe(404);
    const entry = await added(mona, task.id, `<p>Please check, ${mention(org.lead2, 'The CEO')}</p>`);
    expect(entry.type).toBe('Timeline');
    expect(entry.author).toEqual({ id: org.manager.id, fullName: 'Mona Test' });
    expect(entry.canEdit).toBe(true);
    // The label the sender wrote is replaced by the person's name.
    expect(entry.body).toBe(
      `<p>Please check, <span data-type="mention" data-id="${org.lead2.id}" data-label="Lena Test">@Lena Test</span></p>`,
    );

    const mails = await mailsTo(org.lead2.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(
      `Mona Test mentioned you on T-${String(task.id).padStart(4, '0')} (Mention target)`,
    );
    expect(mail.textBody).toContain(`${t.ctx.config.appUrl}/view-task/${task.id}`);
    expect(mail.textBody).toContain('Apollo');

    // The mention brings the task to her: under Mentioned me, and open with its timeline.
    const tab = await lena.get('/api/v1/tasks?tab=mentioned-me&search=Mention%20target');
    expect(tab.json<{ items: Array<{ id: number }> }>().items.map((r) => r.id)).toEqual([task.id]);
    expect((await lena.get(`/api/v1/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await timeline(lena, task.id)).items[0]?.id).toBe(entry.id);
    // Her other tabs stay those of her team.
    const all = await lena.get('/api/v1/tasks?tab=all&search=Mention%20target');
    expect(all.json<{ items: unknown[] }>().items).toEqual([]);

    // Another person sees the comment but may not edit it.
    const seenByLeo = (await timeline(leo, task.id)).items.find((e) => e.id === entry.id);
    expect(seenByLeo).toMatchObject({ body: entry.body, canEdit: false });
  });

  it('refuses a mention of someone outside the task’s project, storing nothing and mailing nobody', async () => {
    const task = await apolloTask();
    const res = await comment(mona, task.id, `<p>Hi ${mention(org.peer)}</p>`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: unknown }>().error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'body', message: COMMENT_MESSAGES.mentionOutsideProject }],
    });
    expect(await commentsOf(task.id)).toEqual([]);
    expect(await mailsTo(org.peer.email)).toEqual([]);
  });

  it('stores XSS payloads inert: no script, no handlers, no dangerous links', async () => {
    const task = await apolloTask();
    const payloads = [
      '<script>alert(1)</script>Hello',
      '<img src=x onerror=alert(1)>Hello',
      '<p onmouseover="alert(1)">Hello</p>',
      '<a href="javascript:alert(1)">Hello</a>',
      '<a href="  JaVaScRiPt:alert(1)">Hello</a>',
      '<a href="data:text/html,<script>alert(1)</script>">Hello</a>',
      '<svg onload=alert(1)><circle/></svg>Hello',
      '<iframe src="https://evil.example"></iframe>Hello',
      '<style>body{display:none}</style>Hello',
      '<span data-type="mention" data-id="not-a-uuid" onclick="alert(1)">Hello</span>',
      '<p style="background:url(javascript:alert(1))">Hello</p>',
    ];
    for (const payload of payloads) {
      const entry = await added(mona, task.id, payload);
      expect(entry.body, payload).toContain('Hello');
      expect(entry.body, payload).not.toMatch(
        /<script|<img|<svg|<iframe|<style|\son\w+=|javascript:|data:|style=/i,
      );
    }
    const link = await added(mona, task.id, '<p><a href="https://example.org/a?b=1&c=2">site</a></p>');
    expect(link.body).toBe(
      '<p><a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
    const formatted = await added(mona, task.id, '<p><b>bold</b> <i>it</i></p><ul><li>one</li></ul>');
    expect(formatted.body).toBe('<p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>');
  });

  it('needs some text', async () => {
    const task = await apolloTask();
    for (const body of ['', '<p></p>', '<p> &nbsp; </p><p><br></p>', '<img src="x.png">']) {
      const res = await comment(mona, task.id, body);
      expect(res.statusCode, body).toBe(422);
      expect(res.json<{ error: { details: unknown } }>().error.details).toEqual([
        { path: 'body', message: COMMENT_MESSAGES.empty },
      ]);
    }
    const tooLong = await comment(mona, task.id, `<p>${'a'.repeat(20_000)}</p>`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ error: { message: string } }>().error.message).toContain(COMMENT_MESSAGES.tooLong);
    expect((await comment(mona, task.id, 42)).statusCode).toBe(422);
    expect(await commentsOf(task.id)).toEqual([]);
  });

  it('answers 404 for a task outside the caller’s sight and 401 without a session', async () => {
    const task = await apolloTask();
    const pete = await signIn(t, org.peer);
    const res = await comment(pete, task.id, '<p>Hi</p>');
    expect(res.statusCode).toBe(404);
    expect((await pete.get(`/api/v1/tasks/${task.id}/mention-candidates`)).statusCode).toBe(404);
    const anonymous = new TestClient(t.app);
    expect((await comment(anonymous, task.id, '<p>Hi</p>')).statusCode).toBe(401);
    expect((await comment(mona, 999_999, '<p>Hi</p>')).statusCode).toBe(404);
    expect(await commentsOf(task.id)).toEqual([]);
  });

  it('lets the author alone edit a comment, never to empty, and marks it Edited', async () => {
    const task = await apolloTask();
    const entry = await added(mona, task.id, '<p>First</p>');

    const byLeo = await edit(leo, task.id, entry.id, '<p>Mine now</p>');
    expect(byLeo.statusCode).toBe(403);
    expect(byLeo.json<{ error: { message: string } }>().error.message).toBe(COMMENT_MESSAGES.notAuthor);

    const empty = await edit(mona, task.id, entry.id, '<p> </p>');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ error: { details: unknown } }>().error.details).toEqual([
      { path: 'body', message: COMMENT_MESSAGES.editEmpty },
    ]);

    const ok = await edit(mona, task.id, entry.id, '<p>Second</p>');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TimelineEntry>()).toMatchObject({ id: entry.id, body: '<p>Second</p>', isEdited: true });
    expect((await timeline(leo, task.id)).items.find((e) => e.id === entry.id)).toMatchObject({
      body: '<p>Second</p>',
      isEdited: true,
    });

    // Only Timeline comments are edited: an event of the task is not a comment.
    const [created] = await db()
      .insert(taskTimeline)
      .values({ taskId: task.id, type: 'TaskCreated', authorId: org.manager.id })
      .returning();
    expect((await edit(mona, task.id, created!.id, '<p>x</p>')).statusCode).toBe(404);
    // Nor is a comment edited through another task.
    const other = await apolloTask();
    expect((await edit(mona, other.id, entry.id, '<p>x</p>')).statusCode).toBe(404);
  });

  it('mails only the people an edit newly mentions', async () => {
    const task = await apolloTask();
    const entry = await added(mona, task.id, `<p>${mention(org.lead)}</p>`);
    const leoMails = (await mailsTo(org.lead.email)).length;
    const lenaMails = (await mailsTo(org.lead2.email)).length;
    const res = await edit(mona, task.id, entry.id, `<p>${mention(org.lead)} and ${mention(org.lead2)}</p>`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(org.lead.email)).toHaveLength(leoMails);
    expect(await mailsTo(org.lead2.email)).toHaveLength(lenaMails + 1);
  });

  it('takes no comment and no edit on a deleted task', async () => {
    const task = await apolloTask();
    const entry = await added(mona, task.id, '<p>Before</p>');
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [task.id] })).statusCode).toBe(200);

    const page = await timeline(mona, task.id);
    expect(page.canComment).toBe(false);
    expect(page.items.find((e) => e.id === entry.id)?.canEdit).toBe(false);
    const add = await comment(mona, task.id, '<p>After</p>');
    expect(add.statusCode).toBe(422);
    expect(add.json<{ error: { message: string } }>().error.message).toBe(COMMENT_MESSAGES.deletedTask);
    expect((await edit(mona, task.id, entry.id, '<p>After</p>')).statusCode).toBe(422);
    expect((await commentsOf(task.id)).map((c) => c.body)).toEqual(['<p>Before</p>']);
  });

  it('lets a task move to Completed once it has a comment', async () => {
    const task = await apolloTask('Finish me');
    const complete = () =>
      mona.request({
        method: 'PUT',
        url: `/api/v1/tasks/${task.id}`,
        payload: {
          name: 'Finish me',
          assignedToId: org.lead.id,
          dueDate: task.dueDate,
          status: 'Completed',
          description: task.description,
        },
      });
    const refused = await complete();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { details: unknown } }>().error.details).toEqual([
      { path: 'status', message: TASK_MESSAGES.completeNeedsComment },
    ]);
    await added(leo, task.id, '<p>Done on my side</p>');
    const res = await complete();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('Completed');
  });

  it('offers the project’s other active members to mention, narrowed by what is typed', async () => {
    const task = await apolloTask();
    const candidates = async (client: TestClient, query: string) => {
      const res = await client.get(`/api/v1/tasks/${task.id}/mention-candidates${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MentionCandidates>().items.map((p) => p.fullName);
    };
    // The one writing is never offered: Mona sees the others, Leo sees Mona but not himself.
    expect(await candidates(mona, '')).toEqual(['Lena Test', 'Leo Test']);
    expect(await candidates(leo, '')).toEqual(['Lena Test', 'Mona Test']);
    expect(await candidates(mona, '?search=Mona')).toEqual([]);
    expect(await candidates(mona, '?search=le')).toEqual(['Lena Test', 'Leo Test']);
    expect(await candidates(mona, '?search=Leo%20T')).toEqual(['Leo Test']);
    expect(await candidates(mona, '?search=%25')).toEqual([]);
    expect(await candidates(mona, '?search=Pete')).toEqual([]);
    const long = await mona.get(`/api/v1/tasks/${task.id}/mention-candidates?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });
});
