import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppraisalDetail,
  AppraisalListResponse,
  Cycle,
  CycleListResponse,
  PersonAppraisals,
  QuestionSet,
} from '../../../shared/schemas/appraisals.schema.ts';
import type { MeResponse, SessionResponse } from '../../../shared/schemas/auth.schema.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { appraisalReleasedMail } from '../../mail/appraisal-mails.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { answerAll, fullReview, openCycle, ownAppraisalId, put } from './appraisals-test-kit.ts';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *   Ada (Admin: holds ManageAppraisals)
 */
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let mona: TestClient;
let pete: TestClient;
let ada: TestClient;
let cycle: Cycle;
let eveId: number;
/** Who won the race to submit Eve's review. */
let reviewerName: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  mona = await signIn(t, org.manager);
  pete = await signIn(t, org.peer);
  ada = await signIn(t, org.admin);
  cycle = await openCycle(ada, { name: 'Annual 2026' });
  eveId = await ownAppraisalId(eve, cycle.id);
});
afterAll(async () => {
  await t.close();
});

describe("a person's appraisals on their page (GET /users/{id}/appraisals)", () => {
  const of = (client: TestClient, userId: string) => client.get(`/api/v1/users/${userId}/appraisals`);

  it('are listed to the person, their direct manager and holders; a skip-level manager sees none', async () => {
    for (const client of [eve, leo, ada]) {
      const res = await of(client, org.employee.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<PersonAppraisals>();
      expect(body.seen).toBe(true);
      expect(body.items.map((a) => [a.id, a.cycleName])).toContainEqual([eveId, 'Annual 2026']);
    }
    expect((await of(mona, org.employee.id)).json()).toEqual({ seen: false, items: [] });
    expect((await of(pete, org.employee.id)).statusCode).toBe(404);
    expect((await of(eve, org.lead.id)).statusCode).toBe(404);
  });
});

describe('cycles', () => {
  it('opens an appraisal for every active person, counted as not started', async () => {
    const list = (await ada.get('/api/v1/appraisals/cycles')).json<CycleListResponse>();
    const mine = list.items.find((c) => c.id === cycle.id)!;
    expect(mine.counts!.notStarted).toBeGreaterThanOrEqual(8);
    expect(list.abilities).toEqual({ create: true, editQuestions: true });
  });

  it('shows the cycles without counts to people without ManageAppraisals, who cannot open one', async () => {
    const list = (await eve.get('/api/v1/appraisals/cycles')).json<CycleListResponse>();
    expect(list.items.find((c) => c.id === cycle.id)!.counts).toBeNull();
    expect(list.abilities.create).toBe(false);
    const res = await eve.post('/api/v1/appraisals/cycles', {
      name: 'Mine',
      periodStart: '2026-01-01',
      periodEnd: '2026-02-01',
      dueDate: '2026-03-01',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a name already taken, whatever its case (409 under name)', async () => {
    const res = await ada.post('/api/v1/appraisals/cycles', {
      name: 'ANNUAL 2026',
      periodStart: '2026-01-01',
      periodEnd: '2026-02-01',
      dueDate: '2026-03-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details[0].path).toBe('name');
  });

  it('checks the period and the due date (422 under the fields)', async () => {
    const res = await ada.post('/api/v1/appraisals/cycles', {
      name: 'Backwards',
      periodStart: '2026-05-01',
      periodEnd: '2026-04-01',
      dueDate: '2026-04-15',
    });
    expect(res.statusCode).toBe(422);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['periodEnd', 'dueDate']));
  });
});

describe('who sees an appraisal', () => {
  it.each([
    ['the person', () => eve, 200],
    ['the direct manager', () => leo, 200],
    ['a holder of ManageAppraisals', () => ada, 200],
    ['a skip-level manager', () => mona, 404],
    ['a peer', () => pete, 404],
  ])('%s → %i', async (_who, client, status) => {
    expect((await client().get(`/api/v1/appraisals/${eveId}`)).statusCode).toBe(status);
  });

  it('lists the direct reports for a manager, everyone for a holder, nobody else', async () => {
    const list = (c: TestClient) =>
      c.get(`/api/v1/appraisals?cycleId=${cycle.id}`).then((r) => r.json<AppraisalListResponse>());
    expect((await list(leo)).items.map((i) => i.employee.fullName)).toEqual(['Eve Test']);
    expect((await list(mona)).items.map((i) => i.employee.fullName)).toEqual(['Lena Test', 'Leo Test']);
    expect((await list(eve)).total).toBe(0);
    expect((await list(ada)).total).toBeGreaterThanOrEqual(8);
    const searched = (
      await ada.get(`/api/v1/appraisals?cycleId=${cycle.id}&search=quin`)
    ).json<AppraisalListResponse>();
    expect(searched.items.map((i) => i.employee.fullName)).toEqual(['Quinn Test']);
  });
});

describe('self appraisal and review, start to end', () => {
  it('keeps a draft private, refuses others writing it, and needs every answer to submit', async () => {
    const detail = (await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>();
    const first = detail.categories[0]!.questions[0]!;
    const draft = await put(eve, `/api/v1/appraisals/${eveId}/self`, {
      answers: [{ questionId: first.id, answer: 'Shipped the planner' }],
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json<AppraisalDetail>().status).toBe('selfDraft');
    const seenByLeo = (await leo.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>();
    expect(seenByLeo.categories[0]!.questions[0]!.answer).toBe('');

    const byLeo = await put(leo, `/api/v1/appraisals/${eveId}/self`, { answers: [] });
    expect(byLeo.statusCode).toBe(403);
    const byPete = await put(pete, `/api/v1/appraisals/${eveId}/self`, { answers: [] });
    expect(byPete.statusCode).toBe(404);

    const early = await put(leo, `/api/v1/appraisals/${eveId}/review`, { review: fullReview });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('appraisal_not_submitted');

    const incomplete = await put(eve, `/api/v1/appraisals/${eveId}/self`, { answers: [], submit: true });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().error.details).toHaveLength(7);
    const kept = (await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>();
    expect(kept.status).toBe('selfDraft');
    expect(kept.categories[0]!.questions[0]!.answer).toBe('Shipped the planner');
  });

  it('refuses an answer over 5,000 characters or an unknown question (422)', async () => {
    const long = await put(eve, `/api/v1/appraisals/${eveId}/self`, {
      answers: [{ questionId: 1, answer: 'x'.repeat(5001) }],
    });
    expect(long.statusCode).toBe(422);
    const unknown = await put(eve, `/api/v1/appraisals/${eveId}/self`, {
      answers: [{ questionId: 999_999, answer: 'x' }],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('locks the appraisal once submitted: a later save is 409 appraisal_locked', async () => {
    const submitted = await answerAll(eve, eveId, true);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<AppraisalDetail>().status).toBe('selfSubmitted');
    const again = await answerAll(eve, eveId, false, 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('appraisal_locked');
  });

  it('lets the direct manager draft and submit the review; a peer gets 404, the person 403', async () => {
    expect((await put(pete, `/api/v1/appraisals/${eveId}/review`, { review: fullReview })).statusCode).toBe(
      404,
    );
    expect((await put(eve, `/api/v1/appraisals/${eveId}/review`, { review: fullReview })).statusCode).toBe(
      403,
    );

    const draft = await put(leo, `/api/v1/appraisals/${eveId}/review`, { review: { jobKnowledge: 4 } });
    expect(draft.json<AppraisalDetail>().status).toBe('managerDraft');
    expect((await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>().managerReview).toBeNull();

    const missing = await put(leo, `/api/v1/appraisals/${eveId}/review`, {
      review: { jobKnowledge: 4 },
      submit: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toHaveLength(7);
    const badRating = await put(leo, `/api/v1/appraisals/${eveId}/review`, {
      review: { ...fullReview, productivity: 6 },
    });
    expect(badRating.statusCode).toBe(422);

    const [a, b] = await Promise.all([
      put(leo, `/api/v1/appraisals/${eveId}/review`, { review: fullReview, submit: true }),
      put(ada, `/api/v1/appraisals/${eveId}/review`, { review: fullReview, submit: true }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    reviewerName = a.statusCode === 200 ? 'Leo Test' : 'Ada Test';
    expect((await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>()).toMatchObject({
      status: 'completed',
      managerReview: null,
    });
  });

  it('shows the review to the person once released, and releases once', async () => {
    expect((await eve.post(`/api/v1/appraisals/${eveId}/release`)).statusCode).toBe(403);
    const released = await leo.post(`/api/v1/appraisals/${eveId}/release`);
    expect(released.statusCode).toBe(200);
    expect((await leo.post(`/api/v1/appraisals/${eveId}/release`)).statusCode).toBe(409);
    const seen = (await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>();
    expect(seen.status).toBe('released');
    expect(seen.managerReview).toMatchObject({ overallRating: 4, managerComments: 'A good year' });
    expect(seen.reviewer?.fullName).toBe(reviewerName);
    await t.drainEvents();
    const mails = await t.testDb.database.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appraisal_released'));
    expect(mails).toEqual([{ to: 'eve@example.com', subject: 'Your appraisal for Annual 2026 is ready' }]);
    const [eveRow] = await t.testDb.database.db.select().from(users).where(eq(users.id, org.employee.id));
    const expected = appraisalReleasedMail({
      to: eveRow!.email,
      firstName: eveRow!.firstName,
      language: eveRow!.language,
      cycleName: 'Annual 2026',
      reviewerName,
      url: `${t.config.appUrl}/self-appraisal?id=${eveId}`,
    });
    const [stored] = await t.testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appraisal_released'));
    expect(stored).toMatchObject({ textBody: expected.text, htmlBody: expected.html });
  });
});

describe('the question set', () => {
  it('is edited by holders only (403 for others)', async () => {
    expect((await eve.get('/api/v1/appraisals/questions')).statusCode).toBe(403);
    expect((await put(leo, '/api/v1/appraisals/questions', { categories: [] })).statusCode).toBe(403);
  });

  it('retires an answered question left out, so a submitted appraisal still shows it', async () => {
    const set = (await ada.get('/api/v1/appraisals/questions')).json<QuestionSet>();
    expect(set.categories).toHaveLength(4);
    const [first, ...rest] = set.categories;
    const dropped = first!.questions[0]!;
    const res = await put(ada, '/api/v1/appraisals/questions', {
      categories: [
        {
          id: first!.id,
          name: 'Goals',
          questions: [...first!.questions.slice(1), { text: 'What will you learn next?' }],
        },
        ...rest,
        { name: 'Wellbeing', questions: [{ text: 'How is your workload?' }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<QuestionSet>();
    expect(saved.categories.map((c) => c.name)).toEqual(['Goals', ...rest.map((c) => c.name), 'Wellbeing']);
    expect(saved.categories[0]!.questions.map((q) => q.text)).not.toContain(dropped.text);
    const eveSees = (await eve.get(`/api/v1/appraisals/${eveId}`)).json<AppraisalDetail>();
    expect(eveSees.categories[0]!.questions.map((q) => q.text)).toContain(dropped.text);
  });

  it('refuses repeated category names and unknown ids (422)', async () => {
    const repeated = await put(ada, '/api/v1/appraisals/questions', {
      categories: [
        { name: 'Same', questions: [] },
        { name: 'same', questions: [] },
      ],
    });
    expect(repeated.statusCode).toBe(422);
    const unknown = await put(ada, '/api/v1/appraisals/questions', {
      categories: [{ id: 999_999, name: 'Ghost', questions: [] }],
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('the Manager Appraisal entry (abilities.reviewAppraisals of the signed-in person)', () => {
  const offered = async (client: TestClient) =>
    (await client.get('/api/v1/auth/me')).json<MeResponse>().user.abilities.reviewAppraisals;

  it('is offered to a manager and to HR without reports, not to someone nobody reports to', async () => {
    const hana = await createUser(t.testDb.database.db, {
      firstName: 'Hana',
      email: 'hana@example.com',
      permissions: ['ManageAppraisals'],
    });
    expect(await offered(leo)).toBe(true);
    expect(await offered(await signIn(t, hana))).toBe(true);
    expect(await offered(ada)).toBe(true);
    expect(await offered(eve)).toBe(false);
    // The session probe and the sign-in carry it too.
    const session = (await eve.get('/api/v1/auth/session')).json<SessionResponse>();
    expect(session.user?.abilities).toEqual({
      reviewAppraisals: false,
      addUser: false,
      issueLetters: false,
      reviewTaxDocuments: false,
      manageAttendance: false,
      viewAuditLog: false,
    });
    // The list itself still answers her, empty.
    expect((await eve.get(`/api/v1/appraisals?cycleId=${cycle.id}`)).statusCode).toBe(200);
  });

  it('follows the reporting tree: once someone reports to a person, the entry is theirs', async () => {
    const quinn = await signIn(t, org.peerReport);
    expect(await offered(quinn)).toBe(false);
    await createUser(t.testDb.database.db, {
      firstName: 'Rita',
      email: 'rita@example.com',
      managerId: org.peerReport.id,
    });
    await expect.poll(() => offered(quinn)).toBe(true);
  });
});
