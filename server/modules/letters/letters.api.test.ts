import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { LETTER_MESSAGES } from '../../../shared/rules/letters.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import type {
  LetterListResponse,
  PersonLetterRequests,
  LetterRequest,
} from '../../../shared/schemas/letters.schema.ts';
import { letterRequests, mailOutbox, users } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { del, put } from '../leave/leave-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { letterDecidedMail } from '../../mail/letter-mails.ts';

/** Eve and Pete ask for letters; Hana (HR, IssueLetters) and Ada (Admin) issue them. */
let t: TestApp;
let org: Org;
let eve: TestClient;
let pete: TestClient;
let hana: TestClient;
let ada: TestClient;
const db = () => t.testDb.database.db;

/** Eve's mail as the template writes it for her (in her language), as the outbox keeps it. */
async function asEveGetsIt(
  input: Omit<Parameters<typeof letterDecidedMail>[0], 'to' | 'firstName' | 'language'>,
) {
  const [eveRow] = await db().select().from(users).where(eq(users.id, org.employee.id));
  const mail = letterDecidedMail({
    ...input,
    to: eveRow!.email,
    firstName: eveRow!.firstName,
    language: eveRow!.language,
  });
  return {
    toAddress: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  };
}

const raise = (client: TestClient, body: object) => client.post('/api/v1/letters/requests', body);
const issueText = { subject: 'Experience letter', body: 'To whom it may concern.\n\nEve works here.' };

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await db()
    .update(users)
    .set({ designationId: org.designation.id, departmentId: org.department.id })
    .where(eq(users.id, org.employee.id));
  const hr = await createUser(db(), {
    firstName: 'Hana',
    lastName: 'Test',
    email: 'hana@example.com',
    role: 'Employee',
    permissions: ['IssueLetters'],
  });
  eve = await signIn(t, org.employee);
  pete = await signIn(t, org.peer);
  hana = await signIn(t, hr);
  ada = await signIn(t, org.admin);
});
afterAll(async () => {
  await t.close();
});

describe('raising and listing requests', () => {
  it('lists the requester’s own requests newest first, and everyone’s for an issuer', async () => {
    const first = await raise(eve, { type: 'experience', purpose: 'Visa', addressedTo: 'The Consul' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await raise(eve, { type: 'addressProof' });
    expect(second.statusCode).toBe(201);
    await raise(pete, { type: 'salaryCertificate', purpose: 'Loan' });

    const mine = (await eve.get('/api/v1/letters/requests')).json<LetterListResponse>();
    expect(mine.items.map((r) => r.type)).toEqual(['addressProof', 'experience']);
    expect(mine.canIssue).toBe(false);
    expect(mine.items[1]).toMatchObject({
      status: 'requested',
      purpose: 'Visa',
      addressedTo: 'The Consul',
      abilities: { cancel: true, issue: false, reject: false, download: false },
    });

    const all = (await hana.get('/api/v1/letters/requests?view=all')).json<LetterListResponse>();
    expect(all.total).toBe(3);
    expect(all.canIssue).toBe(true);
    expect(all.items[0]!.abilities).toMatchObject({ issue: true, reject: true, cancel: false });
    const requested = await hana.get('/api/v1/letters/requests?view=all&status=issued');
    expect(requested.json<LetterListResponse>().total).toBe(0);
  });

  it('pages the list', async () => {
    const page = (
      await hana.get('/api/v1/letters/requests?view=all&pageSize=10&page=2')
    ).json<LetterListResponse>();
    expect(page.items).toEqual([]);
    expect(page.total).toBe(3);
  });

  it('refuses everyone’s list to someone without IssueLetters', async () => {
    const res = await eve.get('/api/v1/letters/requests?view=all');
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input under the fields', async () => {
    const noPurpose = await raise(eve, { type: 'custom' });
    expect(noPurpose.statusCode).toBe(422);
    expect(noPurpose.json().error.details).toEqual([
      { path: 'purpose', message: LETTER_MESSAGES.purposeRequired },
    ]);
    const noType = await raise(eve, { purpose: 'x' });
    expect(noType.json().error.details[0]).toMatchObject({
      path: 'type',
      message: LETTER_MESSAGES.typeRequired,
    });
    const long = await raise(eve, { type: 'experience', notes: 'x'.repeat(1001) });
    expect(long.json().error.details).toEqual([{ path: 'notes', message: LETTER_MESSAGES.notesTooLong }]);
    expect((await eve.get('/api/v1/letters/requests?pageSize=7')).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/api/v1/letters/requests')).statusCode).toBe(401);
  });
});

async function newRequest(client: TestClient, body: object = { type: 'experience', purpose: 'Visa' }) {
  const res = await raise(client, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LetterRequest>();
}

describe("a person's letter requests on their page (GET /users/{id}/letter-requests)", () => {
  it('are listed to the person and issuers; their manager is told they are not theirs; others get 404', async () => {
    const of = (client: TestClient) => client.get(`/api/v1/users/${org.employee.id}/letter-requests`);
    const own = (await of(eve)).json<PersonLetterRequests>();
    const listed = (await eve.get('/api/v1/letters/requests')).json<LetterListResponse>();
    expect(own.seen).toBe(true);
    expect(own.items.map((r) => r.id)).toEqual(listed.items.slice(0, 5).map((r) => r.id));
    expect(own.total).toBe(listed.total);
    expect((await of(ada)).json<PersonLetterRequests>().total).toBe(listed.total);
    const leo = await signIn(t, org.lead);
    expect((await of(leo)).json()).toEqual({ seen: false, items: [], total: 0 });
    expect((await of(pete)).statusCode).toBe(404);
  });
});

describe('who sees and acts on a request', () => {
  it('is 404 for a peer, 403 for the requester deciding their own', async () => {
    const request = await newRequest(eve);
    const url = `/api/v1/letters/requests/${request.id}`;
    expect((await pete.get(url)).statusCode).toBe(404);
    expect((await del(pete, url)).statusCode).toBe(404);
    expect((await pete.post(`${url}/issue`, issueText)).statusCode).toBe(404);
    expect((await eve.post(`${url}/issue`, issueText)).statusCode).toBe(403);
    expect((await eve.post(`${url}/reject`, { reason: 'no' })).statusCode).toBe(403);
    expect((await eve.get(`${url}/draft`)).statusCode).toBe(403);
    expect((await hana.get(url)).statusCode).toBe(200);
    expect((await del(hana, url)).statusCode).toBe(403);
  });

  it('lets the requester cancel while requested, and only then', async () => {
    const request = await newRequest(eve);
    const url = `/api/v1/letters/requests/${request.id}`;
    expect((await del(eve, url)).statusCode).toBe(204);
    expect((await eve.get(url)).statusCode).toBe(404);
    const rejected = await newRequest(eve);
    await hana.post(`/api/v1/letters/requests/${rejected.id}/reject`, { reason: 'Not yet' });
    expect((await del(eve, `/api/v1/letters/requests/${rejected.id}`)).statusCode).toBe(409);
  });
});

describe('issuing', () => {
  it('drafts the template filled for the requester', async () => {
    const request = await newRequest(eve, { type: 'experience', purpose: 'Visa' });
    const draft = await ada.get(`/api/v1/letters/requests/${request.id}/draft`);
    expect(draft.statusCode).toBe(200);
    const text = draft.json<{ subject: string; body: string }>();
    expect(text.body).toContain('Eve Test');
    expect(text.body).toContain('Engineer in the Engineering department');
    expect(text.body).toContain('Visa');
    expect(text.body).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('issues once: PDF, reference, code that verifies publicly, mail to the requester', async () => {
    const request = await newRequest(eve, { type: 'experience', purpose: 'Visa', addressedTo: 'The Consul' });
    const url = `/api/v1/letters/requests/${request.id}`;
    const res = await hana.post(`${url}/issue`, issueText);
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json<LetterRequest>();
    expect(issued.status).toBe('issued');
    expect(issued.referenceNumber).toMatch(/^LTR\/\d{4}\/\d{6}$/);
    expect(issued.verificationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(issued.decidedBy?.fullName).toBe('Hana Test');

    const again = await ada.post(`${url}/issue`, issueText);
    expect(again.statusCode).toBe(409);
    expect((await ada.post(`${url}/reject`, { reason: 'late' })).statusCode).toBe(409);

    const pdf = await eve.get(`${url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `Experience-letter-${issued.referenceNumber!.replace(/\//g, '-')}.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pete.get(`${url}/pdf`)).statusCode).toBe(404);

    const guest = new TestClient(t.app, '10.99.0.1');
    const lower = issued.verificationCode!.toLowerCase().replace(/-/g, '');
    const check = await guest.get(`/api/v1/letter-verification/${lower}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      name: 'Eve Test',
      type: 'experience',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      referenceNumber: issued.referenceNumber,
    });

    await t.drainEvents();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, org.employee.email), eq(mailOutbox.kind, 'letter_issued')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('/letter-requests');
    expect(mails[0]).toMatchObject(
      await asEveGetsIt({
        type: 'experience',
        decision: 'issued',
        referenceNumber: issued.referenceNumber,
        reason: null,
        url: `${t.config.appUrl}/letter-requests`,
      }),
    );
  });

  it('lets only one of two concurrent issues through', async () => {
    const request = await newRequest(eve);
    const url = `/api/v1/letters/requests/${request.id}/issue`;
    const [a, b] = await Promise.all([hana.post(url, issueText), ada.post(url, issueText)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await db().select().from(letterRequests).where(eq(letterRequests.id, request.id));
    expect(row!.status).toBe('issued');
  });

  it('refuses an empty letter text', async () => {
    const request = await newRequest(eve);
    const res = await hana.post(`/api/v1/letters/requests/${request.id}/issue`, { subject: ' ', body: '' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body', 'subject']);
  });

  it('renders names in Arabic and Chinese into the PDF', async () => {
    await db().update(users).set({ firstName: 'ليلى', lastName: '李' }).where(eq(users.id, org.employee.id));
    const request = await newRequest(eve);
    const res = await hana.post(`/api/v1/letters/requests/${request.id}/issue`, {
      subject: 'شهادة 证明',
      body: 'ليلى 李 works here.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await eve.get(`/api/v1/letters/requests/${request.id}/pdf`)).statusCode).toBe(200);
    await db().update(users).set({ firstName: 'Eve', lastName: 'Test' }).where(eq(users.id, org.employee.id));
  });
});

describe('rejecting', () => {
  it('needs a reason, shows it to the requester and mails them', async () => {
    const request = await newRequest(eve);
    const url = `/api/v1/letters/requests/${request.id}/reject`;
    const empty = await hana.post(url, { reason: '  ' });
    expect(empty.json().error.details).toEqual([{ path: 'reason', message: LETTER_MESSAGES.reasonRequired }]);
    const long = await hana.post(url, { reason: 'x'.repeat(501) });
    expect(long.json().error.details).toEqual([{ path: 'reason', message: LETTER_MESSAGES.reasonTooLong }]);
    const res = await hana.post(url, { reason: 'Please ask after probation.' });
    expect(res.statusCode).toBe(200);
    const seen = (await eve.get(`/api/v1/letters/requests/${request.id}`)).json<LetterRequest>();
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'Please ask after probation.' });
    expect((await hana.post(`/api/v1/letters/requests/${request.id}/issue`, issueText)).statusCode).toBe(409);
    await t.drainEvents();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, org.employee.email), eq(mailOutbox.kind, 'letter_rejected')));
    expect(mails.some((m) => m.textBody.includes('Please ask after probation.'))).toBe(true);
    const expected = await asEveGetsIt({
      type: request.type,
      decision: 'rejected',
      referenceNumber: null,
      reason: 'Please ask after probation.',
      url: `${t.config.appUrl}/letter-requests`,
    });
    expect(mails.filter((m) => m.textBody === expected.textBody)).toEqual([
      expect.objectContaining(expected),
    ]);
  });
});

describe('the letters’ register', () => {
  /** The year's register as stored: each issued letter's reference, by its number. */
  async function register() {
    const rows = await db()
      .select({
        id: letterRequests.id,
        year: letterRequests.registerYear,
        number: letterRequests.registerNumber,
        reference: letterRequests.referenceNumber,
        decidedAt: letterRequests.decidedAt,
      })
      .from(letterRequests)
      .where(eq(letterRequests.status, 'issued'))
      .orderBy(letterRequests.registerYear, letterRequests.registerNumber);
    return rows;
  }
  const issue = async (client: TestClient, id: number) => {
    const res = await client.post(`/api/v1/letters/requests/${id}/issue`, issueText);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LetterRequest>().referenceNumber!;
  };
  const year = () => todayIn(DEFAULT_TIME_ZONE).slice(0, 4);
  const reference = (n: number) => `LTR/${year()}/${String(n).padStart(6, '0')}`;

  it('numbers issued letters 1, 2, 3… in the order they are issued, whatever the request ids', async () => {
    const before = (await register()).length;
    const [a, b, c] = [await newRequest(eve), await newRequest(pete), await newRequest(eve)];
    const rejected = await newRequest(eve);
    await hana.post(`/api/v1/letters/requests/${rejected.id}/reject`, { reason: 'No' });
    expect(await issue(hana, c.id)).toBe(reference(before + 1));
    expect(await issue(ada, a.id)).toBe(reference(before + 2));
    expect(await issue(hana, b.id)).toBe(reference(before + 3));
    const seen = (await eve.get(`/api/v1/letters/requests/${c.id}`)).json<LetterRequest>();
    expect(seen.referenceNumber).toBe(reference(before + 1));
  });

  it('gives HR people issuing at once consecutive numbers, none twice', async () => {
    const before = (await register()).length;
    const requests = [];
    for (const client of [eve, pete, eve, pete]) requests.push(await newRequest(client));
    const references = await Promise.all(requests.map((r, i) => issue(i % 2 ? hana : ada, r.id)));
    expect(references.sort()).toEqual([1, 2, 3, 4].map((n) => reference(before + n)));
  });

  it('holds every letter issued here once, numbered from 1 without a gap, in issue order', async () => {
    const rows = await register();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.reference)).toEqual(rows.map((_, i) => reference(i + 1)));
    expect(rows.map((r) => [r.year, r.number])).toEqual(rows.map((_, i) => [Number(year()), i + 1]));
    const times = rows.map((r) => r.decidedAt!.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('refuses a second letter with a number already taken that year (the unique key)', async () => {
    const [first] = await register();
    const request = await newRequest(eve);
    await expect(
      db()
        .update(letterRequests)
        .set({
          status: 'issued',
          registerYear: first!.year,
          registerNumber: first!.number,
          referenceNumber: 'LTR/duplicate',
          verificationCode: 'DUPLICATECODE',
          fileKey: 'letters/duplicate.pdf',
        })
        .where(eq(letterRequests.id, request.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'letter_requests_register_unique' } });
  });
});

describe('templates', () => {
  it('starts from the built-in text, saves one per type and drafts from it', async () => {
    const list = await hana.get('/api/v1/letters/templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(5);
    expect(list.json().items.every((i: { saved: boolean }) => !i.saved)).toBe(true);
    const saved = await put(hana, '/api/v1/letters/templates/addressProof', {
      subject: 'Address of {name}',
      body: '{name} ({employeeId}) lives where they say. {date}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const request = await newRequest(eve, { type: 'addressProof' });
    const draft = (await hana.get(`/api/v1/letters/requests/${request.id}/draft`)).json();
    expect(draft.subject).toBe('Address of Eve Test');
    expect(draft.body).toMatch(/^Eve Test \(T[0-9a-f]+\) lives where they say\. \d{2}-\d{2}-\d{4}$/);
  });

  it('is for IssueLetters holders only', async () => {
    expect((await eve.get('/api/v1/letters/templates')).statusCode).toBe(403);
    const res = await put(eve, '/api/v1/letters/templates/experience', { subject: 's', body: 'b' });
    expect(res.statusCode).toBe(403);
    // An unknown type is not a resource at all.
    expect(
      (await put(hana, '/api/v1/letters/templates/payslip', { subject: 's', body: 'b' })).statusCode,
    ).toBe(404);
  });
});

describe('public verification', () => {
  it('answers 404 for an unknown code and 422 for a malformed one', async () => {
    const guest = new TestClient(t.app, '10.99.0.2');
    const unknown = await guest.get('/api/v1/letter-verification/ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LETTER_MESSAGES.noMatch);
    expect((await guest.get('/api/v1/letter-verification/short')).statusCode).toBe(422);
  });

  it('tells which characters a code uses when twelve were typed with one no code has', async () => {
    const guest = new TestClient(t.app, '10.99.0.4');
    const res = await guest.get('/api/v1/letter-verification/ABCD-EFGH-JKLM');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([
      {
        path: 'code',
        message:
          'Enter the 12-character code printed on the letter. It uses the letters A–Z except I, L and O, and the digits 2–9.',
      },
    ]);
  });

  it('slows down an address that tries too many codes', async () => {
    const guest = new TestClient(t.app, '10.99.0.3');
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await guest.get('/api/v1/letter-verification/ABCD-EFGH-JKMN')).statusCode;
    expect(last).toBe(429);
  });
});
