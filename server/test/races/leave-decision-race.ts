import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';
import { mailOutbox } from '../../db/schema.ts';
import { balanceOf, leaveBody } from '../../modules/leave/leave-test-kit.ts';
import type { TestClient } from '../test-app.ts';
import { succeeded, type RaceRequest, type Refusal, type Round } from './race-log.ts';
import {
  countOf,
  eventTypes,
  freshPerson,
  inTurn,
  ledgerRowsOf,
  type Person,
  type RaceContext,
} from './race-setup.ts';

/** The leave decision races, one per round in turn. */
const RACES = ['approve or reject', 'approve or cancel', 'cancel an approved leave', 'withdraw or approve'];

const NOT_PENDING: Refusal = [409, 'leave_not_pending'];
const NOT_CANCELLABLE: Refusal = [409, 'leave_not_cancellable'];

type Caller = readonly [who: string, client: TestClient];

/** What the race should have left, from who won. */
interface Expected {
  approved: number;
  cancelled: number;
  withdrawn: number;
}

/**
 * A round of the leave decision race: a fresh person's pending day of sick leave, acted on at once
 * by everyone allowed to (Leo their manager, Mona above him, Sam the Super admin, Ada an Admin,
 * the applicant), in one of the RACES. Exactly one decision (and at most one cancel) takes
 * effect, the others get 409 (404 once withdrawn); the status, the ledger, the balance and the
 * events say it happened once. Returns the applicant's address and how many decision mails they
 * should get once the events are handled (none of their own cancel).
 */
export async function leaveDecisionRound(ctx: RaceContext, n: number): Promise<[string, number]> {
  const race = RACES[n % RACES.length]!;
  const round = ctx.log.round('leave decisions', `leave decision ${n} (${race})`);
  const applicant = await freshPerson(ctx);
  const applied = await applicant.client.post(
    '/api/v1/leaves',
    leaveBody({ fromDate: ctx.days[0], toDate: ctx.days[0] }),
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json<Leave>().id;
  const before = (await balanceOf(applicant.client, applicant.id, 1)).balance;
  const { leo, mona, sam, ada } = ctx.callers;
  if (race === 'cancel an approved leave') {
    const approved = await leo.post(`/api/v1/leaves/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
  }

  const byLeo: Caller = ['Leo (manager)', leo];
  const byMona: Caller = ['Mona (skip-level)', mona];
  const bySam: Caller = ['Sam (Super admin)', sam];
  const byAda: Caller = ['Ada (Admin)', ada];
  const own: Caller = ['the applicant', applicant.client];
  const act = (action: 'approve' | 'reject' | 'cancel', [who, client]: Caller): RaceRequest => [
    `${action} by ${who}`,
    () => client.post(`/api/v1/leaves/${id}/${action}`, {}),
  ];
  const withdraw: RaceRequest = [
    'withdraw by the applicant',
    () => applicant.client.request({ method: 'DELETE', url: `/api/v1/leaves/${id}` }),
  ];
  const moves: Record<string, RaceRequest[]> = {
    'approve or reject': [
      act('approve', byLeo),
      act('reject', byMona),
      act('approve', bySam),
      act('reject', byAda),
      act('reject', byLeo),
      act('approve', byMona),
      act('reject', bySam),
      act('approve', byAda),
    ],
    'approve or cancel': [
      act('approve', byLeo),
      act('cancel', own),
      act('approve', byMona),
      act('cancel', byLeo),
      act('approve', byAda),
      act('cancel', byAda),
      act('approve', bySam),
      act('cancel', byMona),
    ],
    'cancel an approved leave': [
      act('cancel', own),
      act('approve', byMona),
      act('cancel', byLeo),
      act('reject', bySam),
      act('cancel', byAda),
      act('approve', byLeo),
      act('cancel', byMona),
      act('reject', byAda),
    ],
    'withdraw or approve': [
      withdraw,
      act('approve', byLeo),
      withdraw,
      act('approve', byMona),
      withdraw,
      act('reject', byAda),
      withdraw,
      act('approve', bySam),
    ],
  };
  const answers = await round.race(inTurn(ctx, moves[race]!, Math.floor(n / RACES.length)));
  const decisions = answers.filter((a) => /^(approve|reject)/.test(a.label));
  const cancels = answers.filter((a) => a.label.startsWith('cancel'));

  const expected: Expected = { approved: 0, cancelled: 0, withdrawn: 0 };
  if (race === 'approve or reject') {
    const winner = round.oneWinner(answers, [NOT_PENDING]);
    expected.approved = winner?.label.startsWith('approve') ? 1 : 0;
  } else if (race === 'approve or cancel') {
    // A cancel succeeds only once the approval is in, and then only one of them.
    round.oneWinner(decisions, [NOT_PENDING]);
    round.refused(cancels, [NOT_CANCELLABLE]);
    expected.approved = 1;
    expected.cancelled = Math.min(succeeded(cancels).length, 1);
    round.times('cancels succeeded', succeeded(cancels).length, expected.cancelled);
  } else if (race === 'cancel an approved leave') {
    round.oneWinner(cancels, [NOT_CANCELLABLE]);
    round.refused(decisions, [NOT_PENDING]);
    round.times('decisions succeeded after the approval', succeeded(decisions).length, 0);
    [expected.approved, expected.cancelled] = [1, 1];
  } else {
    const winner = round.oneWinner(answers, [NOT_PENDING, [404, 'not_found']]);
    expected.withdrawn = winner?.label.startsWith('withdraw') ? 1 : 0;
    expected.approved = winner?.label.startsWith('approve') ? 1 : 0;
  }

  // What the applicant sees, and what the ledger and the events keep.
  const seen = await applicant.client.get(`/api/v1/leaves/${id}`);
  const status = seen.statusCode === 404 ? 'gone' : seen.json<Leave>().status;
  const expectedStatus = expected.withdrawn
    ? 'gone'
    : expected.approved && !expected.cancelled
      ? 'Approved'
      : 'Rejected';
  round.check(
    status === expectedStatus,
    'unexpected',
    `the leave reads ${status}, expected ${expectedStatus}`,
  );
  const rows = await ledgerRowsOf(ctx.t, id);
  round.times('approval rows in the ledger', countOf(rows, 'approval'), expected.approved);
  round.times('cancellation rows in the ledger', countOf(rows, 'cancellation'), expected.cancelled);
  const events = await eventTypes(ctx.t, 'leave', id);
  const decided = events.filter((e) => /^leave\.(approved|rejected|cancelled)$/.test(e)).length;
  const decisionEvents = expected.withdrawn ? 0 : 1 + expected.cancelled;
  round.times('decision events', decided, decisionEvents);
  round.times('withdrawal events', countOf(events, 'leave.withdrawn'), expected.withdrawn);
  await checkBalance(round, applicant, before, expected);

  const ownCancel = succeeded(cancels, /the applicant/).length > 0 ? 1 : 0;
  return [applicant.email, decisionEvents - ownCancel];
}

/** The balance moved once for an approval and back once for a cancel, and is not below zero. */
async function checkBalance(round: Round, applicant: Person, before: number, expected: Expected) {
  const after = (await balanceOf(applicant.client, applicant.id, 1)).balance;
  const should = before - expected.approved + expected.cancelled;
  round.check(
    after === should,
    Math.abs(after - before) > Math.abs(should - before) ? 'double' : 'unexpected',
    `the balance went from ${before} to ${after}, expected ${should}`,
  );
  round.check(after >= 0, 'negative', `the balance is ${after}`);
}

/** Each applicant got one mail of each decision on their leave (events handled first). */
export async function checkDecisionMails(ctx: RaceContext, mails: [string, number][]): Promise<void> {
  await ctx.t.drainEvents();
  const round = ctx.log.round('leave decisions', 'the decision mails');
  for (const [address, expected] of mails) {
    const sent = await ctx.t.testDb.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'leave_decided')));
    round.times(`decision mails to ${address}`, sent.length, expected);
  }
}
