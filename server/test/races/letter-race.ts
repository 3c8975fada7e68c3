import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LetterRequest } from '../../../shared/schemas/letters.schema.ts';
import { letterRequests } from '../../db/schema.ts';
import type { RaceRequest } from './race-log.ts';
import { eventTypes, storedFiles, type RaceContext } from './race-setup.ts';

const TEXT = { subject: 'Experience letter', body: 'To whom it may concern.\n\nEve works here.' };

/**
 * A round of the letter race: Eve's fresh request issued by three callers holding IssueLetters
 * at once (Hana of HR, Ada an Admin, Sam the Super admin), every other round racing rejections
 * too. One decision goes through, the others get 409; an issued letter has the number and
 * verification code its issuer was told, one event and one stored file (the issues that lost
 * keep none), and downloads.
 */
export async function letterRound(ctx: RaceContext, n: number): Promise<void> {
  const { hana, ada, sam, eve } = ctx.callers;
  const withReject = n % 2 === 0;
  const round = ctx.log.round('letter issue', `letter ${n} (${withReject ? 'issue or reject' : 'issue'})`);
  const raised = await eve.post('/api/v1/letters/requests', { type: 'experience', purpose: 'Visa' });
  expect(raised.statusCode, raised.body).toBe(201);
  const id = raised.json<LetterRequest>().id;
  const issuers = [
    ['Hana (HR)', hana],
    ['Ada (Admin)', ada],
    ['Sam (Super admin)', sam],
  ] as const;
  const answers = await round.race(
    Array.from({ length: ctx.racers }, (_, i): RaceRequest => {
      // Rounds start with different callers and, racing rejections, with either action.
      const [who, client] = issuers[(n + i) % issuers.length]!;
      return withReject && (n / 2 + i) % 2
        ? [`reject by ${who}`, () => client.post(`/api/v1/letters/requests/${id}/reject`, { reason: 'No' })]
        : [`issue by ${who}`, () => client.post(`/api/v1/letters/requests/${id}/issue`, TEXT)];
    }),
  );
  const winner = round.oneWinner(answers, [[409, 'letter_not_requested']]);
  const issued = winner?.label.startsWith('issue') ?? false;
  const told = winner?.res.json<LetterRequest>();
  const seen = (await eve.get(`/api/v1/letters/requests/${id}`)).json<LetterRequest>();
  round.check(
    seen.status === (issued ? 'issued' : 'rejected'),
    'unexpected',
    `the request reads ${seen.status}`,
  );
  round.check(
    seen.referenceNumber === told?.referenceNumber && seen.verificationCode === told?.verificationCode,
    'double',
    `the winner was told ${told?.referenceNumber} ${told?.verificationCode}, ` +
      `the request says ${seen.referenceNumber} ${seen.verificationCode}`,
  );
  const events = await eventTypes(ctx.t, 'letter_request', id);
  round.times('decision events', events.filter((e) => /^letter\.(issued|rejected)$/.test(e)).length, 1);
  if (issued) {
    const pdf = await eve.get(`/api/v1/letters/requests/${id}/pdf`);
    round.check(
      pdf.statusCode === 200 && String(pdf.headers['content-type']).startsWith('application/pdf'),
      'unexpected',
      `the PDF answered ${pdf.statusCode} ${String(pdf.headers['content-type'])}`,
    );
  }
  const [letters] = await ctx.t.testDb.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(letterRequests)
    .where(eq(letterRequests.status, 'issued'));
  round.times(
    'letter files stored (one per letter)',
    await storedFiles(ctx.t.ctx.storage, 'letters'),
    letters!.n,
  );
}

/** The letters' register after the rounds: each number of a year once, from 1 without a gap. */
export async function checkLetterRegister(ctx: RaceContext): Promise<void> {
  const rows = await ctx.t.testDb.database.db
    .select({ year: letterRequests.registerYear, number: letterRequests.registerNumber })
    .from(letterRequests)
    .where(eq(letterRequests.status, 'issued'))
    .orderBy(letterRequests.registerYear, letterRequests.registerNumber);
  const round = ctx.log.round('letter issue', 'the register');
  for (const year of new Set(rows.map((r) => r.year))) {
    const numbers = rows.filter((r) => r.year === year).map((r) => r.number);
    round.check(
      numbers.every((number, i) => number === i + 1),
      'double',
      `${year}: numbers ${numbers.join(', ')}`,
    );
  }
}
