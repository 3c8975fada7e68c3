import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../../shared/rules/tax-proofs.ts';
import type {
  TaxDeclaration,
  TaxDeclarationListResponse,
} from '../../../shared/schemas/tax-declaration.schema.ts';
import { domainEvents, mailOutbox, users } from '../../db/schema.ts';
import { taxDeclarationReopenedMail } from '../../mail/tax-declaration-mails.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { put, today } from '../leave/leave-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';

let t: TestApp;
let org: Org;
let eve: TestClient;
let pete: TestClient;
let leo: TestClient;
let ada: TestClient;
let hana: TestClient;
const year = financialYearOf(today());
const BASE = '/api/v1/tax-declarations';
const mine = (fy = year) => `${BASE}/mine?financialYear=${fy}`;

const complete = {
  personal: { pan: 'abcde1234f', dateOfBirth: '1990-05-01', address: '12 MG Road, Pune', metroCity: false },
  income: { basicSalary: 600_000, hraReceived: 300_000 },
  hra: { rentPaid: 96_000 },
  section80C: { ppf: 100_000, elss: 80_000 },
  section80D: { selfPremium: 30_000 },
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
  const hr = await createUser(t.testDb.database.db, {
    firstName: 'Hana',
    lastName: 'Test',
    email: 'hana@example.com',
    permissions: ['ReviewTaxDocuments'],
  });
  eve = await signIn(t, org.employee);
  pete = await signIn(t, org.peer);
  leo = await signIn(t, org.lead);
  ada = await signIn(t, org.admin);
  hana = await signIn(t, hr);
});
afterAll(async () => {
  await t.close();
});

describe('own declaration', () => {
  it('starts as an empty draft prefilled from the profile, for the current year by default', async () => {
    const res = await eve.get(`${BASE}/mine`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TaxDeclaration>();
    expect(body).toMatchObject({
      id: null,
      financialYear: year,
      status: 'draft',
      person: { id: org.employee.id, fullName: 'Eve Test', email: 'eve@example.com' },
      years: [year, year - 1],
      abilities: { edit: true, submit: true, reopen: false },
    });
    expect(body.data.section80C.ppf).toBe(0);
    expect(body.totals.taxableIncome).toBe(0);
  });

  it('refuses a year that is neither the current nor the previous one', async () => {
    const res = await eve.get(mine(year - 2));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].path).toBe('financialYear');
  });

  it('saves a draft and answers with totals the server computed', async () => {
    const res = await put(eve, mine(), complete);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TaxDeclaration>();
    expect(body.id).toEqual(expect.any(Number));
    expect(body.data.personal.pan).toBe('ABCDE1234F');
    expect(body.totals.sections.find((s) => s.section === '80C')).toMatchObject({
      claimed: 180_000,
      allowed: 150_000,
    });
    // HRA: least of 3,00,000; 96,000 − 60,000; 40% of 6,00,000.
    expect(body.totals.hra.exemption).toBe(36_000);
    expect(body.totals.taxableIncome).toBe(900_000 - 36_000 - 50_000 - 150_000 - 25_000);
  });

  it('refuses bad amounts, a malformed PAN and totals sent by the client (422)', async () => {
    for (const payload of [
      { nps80CCD1B: -5 },
      { income: { basicSalary: 1.5 } },
      { personal: { pan: 'ABCD1234F' } },
      { totals: { taxableIncome: 0 } },
    ]) {
      const res = await put(eve, mine(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('will not submit an incomplete draft and names the missing fields', async () => {
    await put(leo, mine(), { income: { basicSalary: 500_000 } });
    const res = await leo.post(`${BASE}/mine/submit?financialYear=${year}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'personal.pan',
      'personal.dateOfBirth',
      'personal.address',
    ]);
  });

  it('submits once; the declaration is then locked (409) for saving and for submitting again', async () => {
    const res = await eve.post(`${BASE}/mine/submit?financialYear=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaxDeclaration>()).toMatchObject({
      status: 'submitted',
      submittedAt: expect.any(String),
      abilities: { edit: false, submit: false },
    });
    const save = await put(eve, mine(), { ...complete, nps80CCD1B: 50_000 });
    expect(save.statusCode).toBe(409);
    expect(save.json().error.code).toBe('declaration_locked');
    const again = await eve.post(`${BASE}/mine/submit?financialYear=${year}`);
    expect(again.statusCode).toBe(409);
    const reread = await eve.get(mine());
    expect(reread.json<TaxDeclaration>().data.nps80CCD1B).toBe(0);
  });

  it('keeps each year apart', async () => {
    const res = await eve.get(mine(year - 1));
    expect(res.json<TaxDeclaration>()).toMatchObject({ id: null, status: 'draft' });
  });
});

describe('its events', () => {
  it('tell which fields changed and that it was submitted, never a figure or a personal detail', async () => {
    const events = await t.testDb.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectKind, 'tax_declaration'), eq(domainEvents.actorId, org.employee.id)));
    expect(events.map((e) => e.type)).toContain('tax_declaration.saved');
    expect(events.map((e) => e.type)).toContain('tax_declaration.submitted');
    const saved = events.find((e) => e.type === 'tax_declaration.saved' && e.changes)!;
    expect(saved.changes).toMatchObject({ 'income.basicSalary': {}, 'personal.pan': {} });
    for (const change of Object.values(saved.changes!)) expect(change).toEqual({});
    const told = JSON.stringify(events);
    for (const secret of ['600000', '96000', 'ABCDE1234F', '1990-05-01', 'MG Road'])
      expect(told).not.toContain(secret);
  });
});

describe('who sees and reopens a declaration', () => {
  let eveId: number;
  beforeAll(async () => {
    eveId = (await eve.get(mine())).json<TaxDeclaration>().id!;
  });

  it('a peer gets 404 for someone else’s declaration; its person sees it', async () => {
    expect((await pete.get(`${BASE}/${eveId}`)).statusCode).toBe(404);
    expect((await leo.get(`${BASE}/${eveId}`)).statusCode).toBe(404);
    expect((await eve.get(`${BASE}/${eveId}`)).statusCode).toBe(200);
    expect((await pete.post(`${BASE}/${eveId}/reopen`)).statusCode).toBe(404);
  });

  it('the person cannot reopen their own declaration (403)', async () => {
    const res = await eve.post(`${BASE}/${eveId}/reopen`);
    expect(res.statusCode).toBe(403);
  });

  it('only reviewers list everyone’s declarations (403 otherwise)', async () => {
    expect((await eve.get(BASE)).statusCode).toBe(403);
    const res = await hana.get(`${BASE}?financialYear=${year}&status=submitted`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<TaxDeclarationListResponse>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: eveId,
      status: 'submitted',
      person: { fullName: 'Eve Test' },
      grossIncome: 900_000,
      hraExemption: 36_000,
      abilities: { reopen: true },
    });
    const searched = await ada.get(`${BASE}?search=leo`);
    expect(searched.json<TaxDeclarationListResponse>().items.map((i) => i.person.fullName)).toEqual([
      'Leo Test',
    ]);
    expect((await ada.get(`${BASE}?pageSize=7`)).statusCode).toBe(422);
  });

  it('a reviewer reopens it as a draft, recording who and when; reopening again is 409', async () => {
    const res = await hana.post(`${BASE}/${eveId}/reopen`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaxDeclaration>()).toMatchObject({
      status: 'draft',
      reopenedBy: 'Hana Test',
      reopenedAt: expect.any(String),
      abilities: { reopen: false, edit: false },
    });
    await t.drainEvents();
    const mails = await t.testDb.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, org.employee.email), eq(mailOutbox.kind, 'tax_declaration_reopened')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(
      'Hana Test reopened your income tax declaration for the financial year',
    );
    expect(mails[0]!.textBody).toContain('http://localhost:8080/investment-declaration');
    const [eveRow] = await t.testDb.database.db.select().from(users).where(eq(users.id, org.employee.id));
    const expected = taxDeclarationReopenedMail({
      to: eveRow!.email,
      firstName: eveRow!.firstName,
      language: eveRow!.language,
      reopenedBy: 'Hana Test',
      financialYear: year,
      url: `${t.config.appUrl}/investment-declaration`,
    });
    expect(mails[0]).toMatchObject({
      subject: expected.subject,
      textBody: expected.text,
      htmlBody: expected.html,
    });
    const again = await ada.post(`${BASE}/${eveId}/reopen`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('declaration_not_submitted');
    const save = await put(eve, mine(), { ...complete, nps80CCD1B: 50_000 });
    expect(save.statusCode).toBe(200);
    expect(save.json<TaxDeclaration>().abilities.edit).toBe(true);
  });

  it('a reviewer cannot reopen their own declaration', async () => {
    await put(hana, mine(), complete);
    const submitted = await hana.post(`${BASE}/mine/submit?financialYear=${year}`);
    expect(submitted.statusCode).toBe(200);
    const id = submitted.json<TaxDeclaration>().id!;
    expect((await hana.post(`${BASE}/${id}/reopen`)).statusCode).toBe(403);
    expect((await ada.post(`${BASE}/${id}/reopen`)).statusCode).toBe(200);
  });

  it('asks for a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/mine` });
    expect(res.statusCode).toBe(401);
  });
});
