import { expect } from 'vitest';
import { DEFAULT_LEAVE_ALLOCATION } from '../../../shared/constants.ts';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';
import { balanceOf, leaveBody } from '../../modules/leave/leave-test-kit.ts';
import { succeeded, type RaceRequest } from './race-log.ts';
import { countOf, freshPerson, ledgerRowsOf, type RaceContext } from './race-setup.ts';

/** The sick leave balance (type 1) a fresh person starts a balance race with. */
const BALANCE = 3;

/**
 * A round of the balance race. A fresh person with BALANCE days of sick leave applies for one day
 * on each of `racers` distinct days at once: each fits the balance alone, together they do not,
 * so exactly BALANCE are accepted. An Admin's correction then lowers the balance below what is
 * pending, and every pending day is approved by two people at once while two more corrections
 * race them: what goes through is exactly what the balance holds, and it never goes below zero.
 */
export async function balanceRound(ctx: RaceContext, n: number): Promise<void> {
  const { leo, mona, sam, ada } = ctx.callers;
  const person = await freshPerson(ctx);
  const correct = (days: number) =>
    ada.post(`/api/v1/users/${person.id}/leave-corrections`, { typeId: 1, days, reason: 'Race' });
  const opening = await correct(BALANCE - DEFAULT_LEAVE_ALLOCATION.sickLeave);
  expect(opening.statusCode, opening.body).toBe(200);

  const applying = ctx.log.round('balances', `balance ${n}, applying`);
  const applied = await applying.race(
    ctx.days.map((day) => [
      `apply for ${day}`,
      () => person.client.post('/api/v1/leaves', leaveBody({ fromDate: day, toDate: day })),
    ]),
  );
  const accepted = succeeded(applied).map((a) => a.res.json<Leave>().id);
  applying.times('days accepted', accepted.length, BALANCE);
  applying.refused(applied, [[422, 'validation_failed']]);
  const held = await balanceOf(person.client, person.id, 1);
  applying.check(
    held.balance === BALANCE && held.held === accepted.length,
    'unexpected',
    `the balance reads ${JSON.stringify(held)}`,
  );
  applying.check(
    held.balance >= 0 && held.available >= 0,
    'negative',
    `the balance reads ${JSON.stringify(held)}`,
  );

  const lowered = await correct(-1);
  expect(lowered.statusCode, lowered.body).toBe(200);
  const deciders = [
    ['Leo', leo],
    ['Mona', mona],
    ['Sam', sam],
    ['Ada', ada],
  ] as const;
  const approving = ctx.log.round('balances', `balance ${n}, approving`);
  const answers = await approving.race([
    ...accepted.flatMap((id, i) =>
      [deciders[(n + i) % 4]!, deciders[(n + i + 1) % 4]!].map(([who, client]): RaceRequest => [
        `approve ${id} by ${who}`,
        () => client.post(`/api/v1/leaves/${id}/approve`, {}),
      ]),
    ),
    ['a correction of -1', () => correct(-1)],
    ['another correction of -1', () => correct(-1)],
  ]);
  approving.refused(answers, [
    [409, 'leave_not_pending'],
    [409, 'insufficient_balance'],
    [422, 'validation_failed'],
  ]);
  let approved = 0;
  for (const id of accepted) {
    const rows = countOf(await ledgerRowsOf(ctx.t, id), 'approval');
    approving.times(
      `approvals of leave ${id} answered 200`,
      succeeded(answers, new RegExp(`^approve ${id} `)).length,
      rows ? 1 : 0,
    );
    approving.check(rows <= 1, 'double', `${rows} approval rows of leave ${id}`);
    approved += rows;
  }
  const corrected = succeeded(answers, /correction/).length;
  const left = await balanceOf(person.client, person.id, 1);
  const expected = BALANCE - 1 - approved - corrected;
  approving.check(
    left.balance === expected,
    left.balance < expected ? 'double' : 'unexpected',
    `the balance reads ${left.balance}, expected ${expected} after ${approved} approvals and ${corrected} corrections`,
  );
  approving.check(
    left.balance >= 0 && left.available >= 0,
    'negative',
    `the balance reads ${JSON.stringify(left)}`,
  );
  // The requests want more than the balance holds: all of it goes, and nothing more.
  approving.check(left.balance <= 0, 'unexpected', `${left.balance} days left unused`);
}
