import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, TAX_PROOF_MESSAGES } from '../../../shared/rules/tax-proofs.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import type {
  PersonTaxProofs,
  TaxProof,
  TaxProofListResponse,
} from '../../../shared/schemas/tax-proofs.schema.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { taxProofReviewedMail } from '../../mail/tax-proof-mails.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { describeImage, PNG, phonePhoto } from '../../test/uploads.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { proofParts, SMALL_PDF, uploadProof } from './tax-proofs-test-kit.ts';

/**
 *   Sam ── Mona ── Leo ── Eve        Ada (Admin)      Hana (Employee with ReviewTaxDocuments)
 *       └─ Pete ── Quinn
 */
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let pete: TestClient;
let ada: TestClient;
let hana: TestClient;
const db = () => t.testDb.database.db;
const currentYear = () => financialYearOf(todayIn('Asia/Kolkata', new Date()));

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  const hr = await createUser(db(), {
    firstName: 'Hana',
    lastName: 'Test',
    email: 'hana@example.com',
    permissions: ['ReviewTaxDocuments'],
  });
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  pete = await signIn(t, org.peer);
  ada = await signIn(t, org.admin);
  hana = await signIn(t, hr);
});
afterAll(async () => {
  await t.close();
});

async function upload(client: TestClient, documentName = 'Rent receipt April'): Promise<TaxProof> {
  const res = await uploadProof(client, proofParts({ type: 'houseRent', documentName }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TaxProof>();
}

async function list(client: TestClient, query = ''): Promise<TaxProofListResponse> {
  const res = await client.get(`/api/v1/tax-proofs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaxProofListResponse>();
}

async function mailsTo(email: string) {
  await t.drainEvents();
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'tax_proof_reviewed')));
}

describe("a person's IT proofs on their page (GET /users/{id}/tax-proofs)", () => {
  it('are listed to the person and reviewers; their manager is told they are not theirs; others get 404', async () => {
    const proof = await upload(eve, 'Page rent receipt');
    const of = (client: TestClient) => client.get(`/api/v1/users/${org.employee.id}/tax-proofs`);
    const own = (await of(eve)).json<PersonTaxProofs>();
    expect(own.seen).toBe(true);
    expect(own.items[0]).toMatchObject({ id: proof.id, documentName: 'Page rent receipt' });
    expect(own.financialYear).toBe(proof.financialYear);
    expect((await of(ada)).json<PersonTaxProofs>().items[0]?.id).toBe(proof.id);
    expect((await of(leo)).json()).toMatchObject({ seen: false, items: [], total: 0 });
    expect((await of(pete)).statusCode).toBe(404);
  });
});

describe('uploading a proof', () => {
  it('stores a PDF for the current financial year and serves it back inline to its person', async () => {
    const proof = await upload(eve);
    expect(proof).toMatchObject({
      type: 'houseRent',
      documentName: 'Rent receipt April',
      fileName: 'rent.pdf',
      kind: 'pdf',
      status: 'submitted',
      financialYear: currentYear(),
      person: { id: org.employee.id, fullName: 'Eve Test' },
      abilities: { preview: true, delete: true, verify: false, reject: false },
    });
    const file = await eve.get(proof.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="?rent.pdf/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.rawPayload.equals(SMALL_PDF)).toBe(true);
  });

  it('takes another financial year when one is chosen, and lists by year', async () => {
    const res = await uploadProof(
      eve,
      proofParts({ type: 'ownerPan', documentName: 'PAN card', financialYear: String(currentYear() - 1) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const last = await list(eve, `?financialYear=${currentYear() - 1}`);
    expect(last.items.map((p) => p.documentName)).toEqual(['PAN card']);
    expect((await list(eve)).items.map((p) => p.documentName)).not.toContain('PAN card');
  });

  it('re-encodes a photo without its EXIF block (GPS position included)', async () => {
    const res = await uploadProof(
      eve,
      proofParts(
        { type: 'medicalInsurance', documentName: 'Policy' },
        { name: 'policy.jpg', data: await phonePhoto(400, 300), contentType: 'image/jpeg' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const proof = res.json<TaxProof>();
    expect(proof.kind).toBe('jpg');
    const file = await eve.get(proof.fileUrl);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await describeImage(file.rawPayload)).toMatchObject({ format: 'jpeg', hasMetadata: false });
  });

  it('answers 422 under the field for a missing type, name or file, or a name over 100 characters', async () => {
    const cases = [
      [proofParts({ documentName: 'x' }), 'type', TAX_PROOF_MESSAGES.typeRequired],
      [proofParts({ type: 'salary', documentName: 'x' }), 'type', TAX_PROOF_MESSAGES.typeRequired],
      [
        proofParts({ type: 'other', documentName: '   ' }),
        'documentName',
        TAX_PROOF_MESSAGES.documentNameRequired,
      ],
      [
        proofParts({ type: 'other', documentName: 'a'.repeat(101) }),
        'documentName',
        TAX_PROOF_MESSAGES.documentNameTooLong,
      ],
      [
        proofParts({ type: 'other', documentName: 'x', financialYear: 'soon' }),
        'financialYear',
        TAX_PROOF_MESSAGES.financialYearInvalid,
      ],
      [proofParts({ type: 'other', documentName: 'x' }, null), 'file', TAX_PROOF_MESSAGES.fileRequired],
    ] as const;
    for (const [parts, path, message] of cases) {
      const res = await uploadProof(eve, [...parts]);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.details).toEqual([{ path, message }]);
    }
  });

  it('refuses by content what is not a PDF, JPEG or PNG (415) and a file over 10 MB (413)', async () => {
    const text = await uploadProof(
      eve,
      proofParts({ type: 'other', documentName: 'x' }, { name: 'notes.pdf', data: Buffer.from('just text') }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(TAX_PROOF_MESSAGES.fileType);
    const disguised = await uploadProof(
      eve,
      proofParts({ type: 'other', documentName: 'x' }, { name: 'scan.pdf', data: PNG }),
    );
    expect(disguised.statusCode).toBe(415);
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadProof(
      eve,
      proofParts({ type: 'other', documentName: 'x' }, { name: 'big.pdf', data: big }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(TAX_PROOF_MESSAGES.fileSize);
  });
});

describe('who sees a proof', () => {
  it('is its person and reviewers: a peer or the person’s own manager gets 404', async () => {
    const proof = await upload(eve, 'Private receipt');
    for (const outsider of [pete, leo]) {
      expect((await outsider.get(`/api/v1/tax-proofs/${proof.id}`)).statusCode).toBe(404);
      expect((await outsider.get(proof.fileUrl)).statusCode).toBe(404);
      expect(
        (await outsider.request({ method: 'DELETE', url: `/api/v1/tax-proofs/${proof.id}` })).statusCode,
      ).toBe(404);
      expect((await outsider.post(`/api/v1/tax-proofs/${proof.id}/verify`)).statusCode).toBe(404);
      expect((await list(outsider)).items).toEqual([]);
    }
    expect((await ada.get(proof.fileUrl)).statusCode).toBe(200);
    expect((await hana.get(proof.fileUrl)).statusCode).toBe(200);
  });

  it('lists everyone’s for reviewers only (view=all), searchable by name', async () => {
    expect((await pete.get('/api/v1/tax-proofs?view=all')).statusCode).toBe(403);
    const all = await list(ada, '?view=all&search=eve');
    expect(all.canReviewAll).toBe(true);
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((p) => p.person.fullName === 'Eve Test')).toBe(true);
    expect(all.items[0]!.abilities).toMatchObject({ verify: true, reject: true, delete: false });
    expect((await list(ada, '?view=all&search=nobody')).total).toBe(0);
    expect((await list(eve)).canReviewAll).toBe(false);
  });

  it('answers 422 for a bad page size or status', async () => {
    expect((await eve.get('/api/v1/tax-proofs?pageSize=7')).statusCode).toBe(422);
    expect((await eve.get('/api/v1/tax-proofs?status=lost')).statusCode).toBe(422);
  });
});

describe('reviewing and deleting', () => {
  it('an Admin verifies a submitted proof once; the person is e-mailed and can no longer delete it', async () => {
    const proof = await upload(eve, 'To verify');
    expect((await eve.post(`/api/v1/tax-proofs/${proof.id}/verify`)).statusCode).toBe(403);
    const before = (await mailsTo(org.employee.email)).length;
    const res = await ada.post(`/api/v1/tax-proofs/${proof.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaxProof>()).toMatchObject({ status: 'verified', reviewedBy: { fullName: 'Ada Test' } });
    const mails = await mailsTo(org.employee.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.textBody).toContain('Ada Test verified your IT proof document');
    // The very mail the template writes for Eve, in her language.
    const [eveRow] = await db().select().from(users).where(eq(users.id, org.employee.id));
    const expected = taxProofReviewedMail({
      to: eveRow!.email,
      firstName: eveRow!.firstName,
      language: eveRow!.language,
      reviewedBy: 'Ada Test',
      decision: 'verified',
      proof: { type: proof.type, documentName: 'To verify', financialYear: proof.financialYear },
      reason: null,
      url: `${t.config.appUrl}/it-proof`,
    });
    expect(mails.at(-1)).toMatchObject({
      kind: expected.kind,
      subject: expected.subject,
      textBody: expected.text,
      htmlBody: expected.html,
    });
    expect((await hana.post(`/api/v1/tax-proofs/${proof.id}/verify`)).statusCode).toBe(409);
    expect((await hana.post(`/api/v1/tax-proofs/${proof.id}/reject`, { reason: 'late' })).statusCode).toBe(
      409,
    );
    const del = await eve.request({ method: 'DELETE', url: `/api/v1/tax-proofs/${proof.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(TAX_PROOF_MESSAGES.verifiedLocked);
  });

  it('a reviewer rejects with a reason (422 without one); the person sees it, is e-mailed, and may delete it', async () => {
    const proof = await upload(eve, 'To reject');
    const noReason = await hana.post(`/api/v1/tax-proofs/${proof.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.details).toEqual([
      { path: 'reason', message: TAX_PROOF_MESSAGES.reasonRequired },
    ]);
    const long = await hana.post(`/api/v1/tax-proofs/${proof.id}/reject`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    const res = await hana.post(`/api/v1/tax-proofs/${proof.id}/reject`, {
      reason: 'The receipt is unsigned.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await list(eve)).items.find((p) => p.id === proof.id)!;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'The receipt is unsigned.' });
    expect(seen.abilities.delete).toBe(true);
    expect((await mailsTo(org.employee.email)).at(-1)!.textBody).toContain(
      'Reason: The receipt is unsigned.',
    );
    const del = await eve.request({ method: 'DELETE', url: `/api/v1/tax-proofs/${proof.id}` });
    expect(del.statusCode).toBe(204);
    expect((await eve.get(proof.fileUrl)).statusCode).toBe(404);
  });

  it('a reviewer may not review their own proof, nor delete someone else’s (403)', async () => {
    const own = await upload(hana, 'My own');
    expect(own.abilities.verify).toBe(false);
    const res = await hana.post(`/api/v1/tax-proofs/${own.id}/verify`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TAX_PROOF_MESSAGES.ownProof);
    expect((await ada.post(`/api/v1/tax-proofs/${own.id}/verify`)).statusCode).toBe(200);
    const eves = await upload(eve, 'Not yours to delete');
    expect((await ada.request({ method: 'DELETE', url: `/api/v1/tax-proofs/${eves.id}` })).statusCode).toBe(
      403,
    );
  });

  it('of two reviews sent at once, one takes effect and the other gets 409', async () => {
    const proof = await upload(eve, 'Raced');
    const [a, b] = await Promise.all([
      ada.post(`/api/v1/tax-proofs/${proof.id}/verify`),
      hana.post(`/api/v1/tax-proofs/${proof.id}/reject`, { reason: 'Blurred' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});
