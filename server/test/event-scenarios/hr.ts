import { financialYearOf } from '../../../shared/rules/tax-proofs.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import {
  answerAll,
  fullReview,
  openCycle,
  ownAppraisalId,
} from '../../modules/appraisals/appraisals-test-kit.ts';
import { proofParts, uploadProof } from '../../modules/tax-proofs/tax-proofs-test-kit.ts';
import { createUser } from '../fixtures.ts';
import type { TestClient } from '../test-app.ts';
import { scenario, type EventScenario, type ScenarioWorld } from './types.ts';

const json = <T>(res: { statusCode: number; body: string; json<U>(): U }, step: string): T => {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });

/**
 * The people of these scenarios, made on first use so that no other area's walk changes them:
 * Ivy, who reports to Ike. Ada (Admin) holds the HR permissions.
 */
interface Cast {
  ivy: TestClient;
  ike: TestClient;
}
let cast: Promise<Cast> | null = null;
function people(w: ScenarioWorld): Promise<Cast> {
  cast ??= (async () => {
    const ike = await createUser(w.db, {
      firstName: 'Ike',
      lastName: 'Events',
      email: 'ike.events@example.com',
      managerId: w.org.manager.id,
    });
    const ivy = await createUser(w.db, {
      firstName: 'Ivy',
      lastName: 'Events',
      email: 'ivy.events@example.com',
      managerId: ike.id,
    });
    return { ivy: await w.as(ivy), ike: await w.as(ike) };
  })();
  return cast;
}

const year = () => financialYearOf(todayIn(DEFAULT_TIME_ZONE));
const TAX = '/api/v1/tax-declarations';

const completeDeclaration = {
  personal: { pan: 'abcde1234f', dateOfBirth: '1990-05-01', address: '12 MG Road, Pune', metroCity: false },
  income: { basicSalary: 600_000, hraReceived: 300_000 },
  hra: { rentPaid: 96_000 },
  section80C: { ppf: 100_000 },
};

async function letterRequest(w: ScenarioWorld): Promise<number> {
  const { ivy } = await people(w);
  const res = await ivy.post('/api/v1/letters/requests', { type: 'experience', purpose: 'Visa' });
  return json<{ id: number }>(res, 'request a letter').id;
}

async function proof(w: ScenarioWorld): Promise<number> {
  const { ivy } = await people(w);
  const res = await uploadProof(ivy, proofParts({ type: 'houseRent', documentName: 'Rent receipt' }));
  return json<{ id: number }>(res, 'upload a proof').id;
}

/** Ivy's appraisal in a new cycle: submitted by her when `submitted`, reviewed by Ike when `reviewed`. */
async function appraisal(w: ScenarioWorld, stage: 'open' | 'submitted' | 'reviewed'): Promise<number> {
  const { ivy, ike } = await people(w);
  const cycle = await openCycle(await w.as(w.org.admin), { name: `Events cycle ${Math.random()}` });
  const id = await ownAppraisalId(ivy, cycle.id);
  if (stage === 'open') return id;
  json(await answerAll(ivy, id, true), 'submit the self appraisal');
  if (stage === 'reviewed')
    json(await put(ike, `/api/v1/appraisals/${id}/review`, { review: fullReview, submit: true }), 'review');
  return id;
}

/** The write operations of this area, each called once as a user would (see ./types.ts). */
export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'POST /api/v1/letters/requests',
    request: async (w) => {
      const { ivy } = await people(w);
      const res = await ivy.post('/api/v1/letters/requests', { type: 'addressProof' });
      return {
        res,
        type: 'letter.requested',
        subject: { kind: 'letter_request', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/letters/requests/{id}',
    prepare: letterRequest,
    request: async (w, id) => {
      const { ivy } = await people(w);
      return {
        res: await ivy.request({ method: 'DELETE', url: `/api/v1/letters/requests/${id}` }),
        type: 'letter.request_withdrawn',
        subject: { kind: 'letter_request', id },
      };
    },
  }),
  scenario({
    operation: 'POST /api/v1/letters/requests/{id}/issue',
    prepare: letterRequest,
    request: async (w, id) => ({
      res: await (
        await w.as(w.org.admin)
      ).post(`/api/v1/letters/requests/${id}/issue`, {
        subject: 'Experience letter',
        body: 'To whom it may concern.\n\nIvy works here.',
      }),
      type: 'letter.issued',
      subject: { kind: 'letter_request', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/letters/requests/{id}/reject',
    prepare: letterRequest,
    request: async (w, id) => ({
      res: await (
        await w.as(w.org.admin)
      ).post(`/api/v1/letters/requests/${id}/reject`, { reason: 'Please ask after probation.' }),
      type: 'letter.rejected',
      subject: { kind: 'letter_request', id },
    }),
  }),
  scenario({
    operation: 'PUT /api/v1/letters/templates/{type}',
    request: async (w) => ({
      res: await put(await w.as(w.org.admin), '/api/v1/letters/templates/experience', {
        subject: 'Experience letter for {{name}}',
        body: 'To whom it may concern.\n\n{{name}} works here.',
      }),
      type: 'letter.template_saved',
      subject: { kind: 'letter_template', id: 'experience' },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/appraisals/cycles',
    request: async (w) => {
      await people(w);
      const res = await (
        await w.as(w.org.admin)
      ).post('/api/v1/appraisals/cycles', {
        name: 'Events annual',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        dueDate: '2026-12-15',
      });
      return {
        res,
        type: 'appraisal.cycle_opened',
        subject: { kind: 'appraisal_cycle', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/appraisals/questions',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const set = json<{
        categories: { id: number; name: string; questions: { id: number; text: string }[] }[];
      }>(await ada.get('/api/v1/appraisals/questions'), 'read the questions');
      const [first, ...rest] = set.categories;
      const res = await put(ada, '/api/v1/appraisals/questions', {
        categories: [
          ...(first ? [{ ...first, questions: [...first.questions, { text: 'What did you learn?' }] }] : []),
          ...rest,
        ],
      });
      return {
        res,
        type: 'appraisal.questions_changed',
        subject: { kind: 'appraisal_questions', id: 'organisation' },
      };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/appraisals/{id}/self',
    prepare: (w) => appraisal(w, 'open'),
    request: async (w, id) => ({
      res: await answerAll((await people(w)).ivy, id, false),
      type: 'appraisal.self_saved',
      subject: { kind: 'appraisal', id },
    }),
  }),
  scenario({
    operation: 'PUT /api/v1/appraisals/{id}/review',
    prepare: (w) => appraisal(w, 'submitted'),
    request: async (w, id) => ({
      res: await put((await people(w)).ike, `/api/v1/appraisals/${id}/review`, {
        review: fullReview,
        submit: true,
      }),
      type: 'appraisal.review_submitted',
      subject: { kind: 'appraisal', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/appraisals/{id}/release',
    prepare: (w) => appraisal(w, 'reviewed'),
    request: async (w, id) => ({
      res: await (await people(w)).ike.post(`/api/v1/appraisals/${id}/release`),
      type: 'appraisal.released',
      subject: { kind: 'appraisal', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/tax-proofs/',
    request: async (w) => {
      const { ivy } = await people(w);
      const res = await uploadProof(ivy, proofParts({ type: 'houseRent', documentName: 'Rent receipt May' }));
      return {
        res,
        type: 'tax_proof.uploaded',
        subject: { kind: 'tax_proof', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/tax-proofs/{id}',
    prepare: proof,
    request: async (w, id) => ({
      res: await (await people(w)).ivy.request({ method: 'DELETE', url: `/api/v1/tax-proofs/${id}` }),
      type: 'tax_proof.deleted',
      subject: { kind: 'tax_proof', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/tax-proofs/{id}/verify',
    prepare: proof,
    request: async (w, id) => ({
      res: await (await w.as(w.org.admin)).post(`/api/v1/tax-proofs/${id}/verify`),
      type: 'tax_proof.verified',
      subject: { kind: 'tax_proof', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/tax-proofs/{id}/reject',
    prepare: proof,
    request: async (w, id) => ({
      res: await (await w.as(w.org.admin)).post(`/api/v1/tax-proofs/${id}/reject`, { reason: 'Unreadable' }),
      type: 'tax_proof.rejected',
      subject: { kind: 'tax_proof', id },
    }),
  }),
  scenario({
    operation: 'PUT /api/v1/tax-declarations/mine',
    request: async (w) => {
      const res = await put((await people(w)).ivy, `${TAX}/mine?financialYear=${year()}`, {
        income: { basicSalary: 500_000 },
      });
      return {
        res,
        type: 'tax_declaration.saved',
        subject: { kind: 'tax_declaration', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tax-declarations/mine/submit',
    prepare: async (w) => {
      const { ike } = await people(w);
      return json<{ id: number }>(
        await put(ike, `${TAX}/mine?financialYear=${year()}`, completeDeclaration),
        'save a declaration',
      ).id;
    },
    request: async (w, id) => ({
      res: await (await people(w)).ike.post(`${TAX}/mine/submit?financialYear=${year()}`),
      type: 'tax_declaration.submitted',
      subject: { kind: 'tax_declaration', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/tax-declarations/{id}/reopen',
    prepare: async (w) => {
      const { ivy } = await people(w);
      // Last year's, so that it does not meet this year's draft of the saving scenario.
      const fy = year() - 1;
      const id = json<{ id: number }>(
        await put(ivy, `${TAX}/mine?financialYear=${fy}`, completeDeclaration),
        'save last year’s declaration',
      ).id;
      json(await ivy.post(`${TAX}/mine/submit?financialYear=${fy}`), 'submit it');
      return id;
    },
    request: async (w, id) => ({
      res: await (await w.as(w.org.admin)).post(`${TAX}/${id}/reopen`),
      type: 'tax_declaration.reopened',
      subject: { kind: 'tax_declaration', id },
    }),
  }),
];
