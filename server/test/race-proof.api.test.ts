import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDays } from '../modules/leave/leave-test-kit.ts';
import { createUser } from './fixtures.ts';
import { createOrg } from './org-fixture.ts';
import { signInAs } from './outsider-objects.ts';
import { proofSize, recordFigure } from './proof.ts';
import { balanceRound } from './races/balance-race.ts';
import { checkInRound } from './races/check-in-race.ts';
import { checkDecisionMails, leaveDecisionRound } from './races/leave-decision-race.ts';
import { checkLetterRegister, letterRound } from './races/letter-race.ts';
import { RaceLog, type RaceKind } from './races/race-log.ts';
import { negativeBalancesInDatabase, type RaceContext } from './races/race-setup.ts';
import { replayRound } from './races/replay-race.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { phonePhoto } from './uploads.ts';

/**
 * The races proof (issue 30, `npm run proof -- races`): requests sent at once through the API, in
 * rounds on fresh objects, wherever two people acting at once or one request sent twice could
 * make an effect happen twice. Leave decisions: approve and reject, approve and cancel, cancel of
 * an approved leave, withdraw and approve, by the manager, the skip-level, the Super admin, an
 * Admin and the applicant. Balances: applications together over the balance, then approvals of
 * more than a lowered balance racing corrections. Check-ins with a photo, and punch-outs.
 * Idempotency-Key replays of a task, a leave application and a letter request. Letter issue by
 * three HR callers, and issue racing reject. Each round checks what a caller notices (one success,
 * the others refused as DESIGN.md's error contract says, the status, the balance) and what is
 * kept (ledger rows, events, mails, records, register numbers, files); ./races/ holds the rounds.
 * The figure counts the racing requests, the double effects, the negative balances and the 5xx
 * answers, and the tests assert the 0s. On PostgreSQL the requests share a pool of connections,
 * so the races are real ones. `--full` sends 10,000 racing requests instead of about 500.
 */

/** The racing requests of the whole proof, a fifth for each kind of race. */
const PER_KIND = proofSize(500, 10_000) / 5;
const TIMEOUT = proofSize(60_000, 1_800_000);

const log = new RaceLog();
let t: TestApp | undefined;
let ctx: RaceContext;

beforeAll(async () => {
  const app = await createTestApp();
  t = app;
  const db = app.testDb.database.db;
  const org = await createOrg(db);
  const hr = await createUser(db, {
    firstName: 'Hana',
    email: 'hana@example.com',
    permissions: ['IssueLetters'],
  });
  const [leo, mona, sam, ada, hana, eve] = await Promise.all(
    [org.lead, org.manager, org.superAdmin, org.admin, hr, org.employee].map((p) => signInAs(app, p)),
  );
  const racers = proofSize(10, 20);
  ctx = {
    t: app,
    org,
    log,
    racers,
    callers: { leo: leo!, mona: mona!, sam: sam!, ada: ada!, hana: hana!, eve: eve! },
    photo: await phonePhoto(640, 480),
    days: await workingDays(db, 7, racers),
  };
});

afterAll(async () => {
  recordFigure(
    'races',
    `${log.requests} racing requests in ${log.rounds} rounds over leave decisions, balances, check-ins, ` +
      `Idempotency-Key replays and letter issue: ${log.count('double')} double effects, ` +
      `${log.count('negative')} negative balances, ${log.count('5xx')} answers 5xx`,
  );
  await t?.close();
});

/** Plays rounds of one kind until its share of the racing requests has been sent. */
async function playRounds(kind: RaceKind, round: (n: number) => Promise<void>): Promise<void> {
  for (let n = 1; log.firedIn(kind) < PER_KIND; n++) {
    log.rounds++;
    await round(n);
  }
}

describe('the races proof: of requests sent at once, each effect happens once', () => {
  it(
    'leave decisions: one wins, the balance moves once, one event and one mail of it',
    { timeout: TIMEOUT },
    async () => {
      const mails: [string, number][] = [];
      await playRounds('leave decisions', async (n) => void mails.push(await leaveDecisionRound(ctx, n)));
      await checkDecisionMails(ctx, mails);
      expect(log.findingsOf('leave decisions')).toEqual([]);
    },
  );

  it(
    'balances: never more days accepted or approved than the balance holds, never below zero',
    { timeout: TIMEOUT },
    async () => {
      await playRounds('balances', (n) => balanceRound(ctx, n));
      for (const negative of await negativeBalancesInDatabase(ctx.t))
        log.found('negative', 'balances', `the ledger: ${negative}`);
      expect(log.findingsOf('balances')).toEqual([]);
    },
  );

  it('check-ins: one record and one photo for the day, one punch-out', { timeout: TIMEOUT }, async () => {
    await playRounds('check-ins', (n) => checkInRound(ctx, n));
    expect(log.findingsOf('check-ins')).toEqual([]);
  });

  it(
    'Idempotency-Key replays: one object, every answer naming it, the key with another body refused',
    { timeout: TIMEOUT },
    async () => {
      await playRounds('Idempotency-Key replays', (n) => replayRound(ctx, n));
      expect(log.findingsOf('Idempotency-Key replays')).toEqual([]);
    },
  );

  it(
    'letter issue: one letter, one number and verification code, one file',
    { timeout: TIMEOUT },
    async () => {
      await playRounds('letter issue', (n) => letterRound(ctx, n));
      await checkLetterRegister(ctx);
      expect(log.findingsOf('letter issue')).toEqual([]);
    },
  );
});
