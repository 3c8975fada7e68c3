import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/rules/dates.ts';
import { leaveApplications, letterRequests, tasks } from '../../db/schema.ts';
import { REPLAYED_HEADER } from '../../lib/idempotency.plugin.ts';
import { leaveBody } from '../../modules/leave/leave-test-kit.ts';
import type { TestClient } from '../test-app.ts';
import { freshPerson, type RaceContext } from './race-setup.ts';

/** A create request sent with a key: by whom, where, its body and another, and how many it made. */
interface Create {
  what: string;
  client: TestClient;
  url: string;
  body: object;
  otherBody: object;
  created: () => Promise<number>;
}

/** Round n's create request: a task by Mona, a fresh person's leave application or letter request, in turn. */
async function createOf(ctx: RaceContext, n: number): Promise<Create> {
  const db = ctx.t.testDb.database.db;
  if (n % 3 === 0) {
    const name = `Race task ${n}`;
    const dueDate = todayIn('Asia/Kolkata', new Date(Date.now() + 7 * 86_400_000));
    const task = { projectId: ctx.org.project.id, assignedToId: null, dueDate, description: 'Race.' };
    return {
      what: 'a task',
      client: ctx.callers.mona,
      url: '/api/v1/tasks',
      body: { ...task, name },
      otherBody: { ...task, name: `${name}, another` },
      created: async () =>
        (
          await db
            .select()
            .from(tasks)
            .where(sql`${tasks.name} like ${`${name}%`}`)
        ).length,
    };
  }
  const person = await freshPerson(ctx);
  if (n % 3 === 1) {
    const [first, second] = ctx.days;
    return {
      what: 'a leave application',
      client: person.client,
      url: '/api/v1/leaves',
      body: leaveBody({ fromDate: first, toDate: first }),
      otherBody: leaveBody({ fromDate: second, toDate: second }),
      created: async () =>
        (await db.select().from(leaveApplications).where(eq(leaveApplications.userId, person.id))).length,
    };
  }
  return {
    what: 'a letter request',
    client: person.client,
    url: '/api/v1/letters/requests',
    body: { type: 'experience', purpose: 'Visa', addressedTo: 'The Consul' },
    otherBody: { type: 'experience', purpose: 'Loan', addressedTo: 'The Bank' },
    created: async () =>
      (await db.select().from(letterRequests).where(eq(letterRequests.userId, person.id))).length,
  };
}

/**
 * A round of the Idempotency-Key race: one create request sent `racers` times at once with one
 * key. One of them runs; every other answers with its answer (201, the same object) or, while it
 * still runs, 409 request_in_progress. Afterwards a repeat answers the same object, the key with
 * another body is refused with 422, and one object exists.
 */
export async function replayRound(ctx: RaceContext, n: number): Promise<void> {
  const create = await createOf(ctx, n);
  const round = ctx.log.round('Idempotency-Key replays', `replay ${n} (${create.what})`);
  const key = `race-${n}-${randomBytes(6).toString('hex')}`;
  const send = (payload: object) =>
    create.client.post(create.url, payload, { headers: { 'idempotency-key': key } });
  const answers = await round.race(
    Array.from({ length: ctx.racers }, (_, i) => [`send ${i + 1}`, () => send(create.body)]),
  );
  const ran = answers.filter((a) => a.res.statusCode === 201 && a.res.headers[REPLAYED_HEADER] !== 'true');
  round.times('requests ran', ran.length, 1);
  const id = ran[0]?.res.json<{ id: number }>().id;
  for (const { label, res } of answers) {
    const named = res.statusCode === 201 ? res.json<{ id: number }>().id : id;
    round.check(named === id, 'double', `${label} answered with object ${named}, not ${id}`);
  }
  round.refused(answers, [[409, 'request_in_progress']]);

  const again = await send(create.body);
  round.check(
    again.statusCode === 201 &&
      again.headers[REPLAYED_HEADER] === 'true' &&
      again.json<{ id: number }>().id === id,
    again.statusCode === 201 ? 'double' : 'unexpected',
    `a repeat once it had answered: ${again.statusCode} ${again.body}`,
  );
  const reused = await send(create.otherBody);
  round.refused([{ label: 'the key with another body', res: reused }], [[422, 'idempotency_key_reused']]);
  round.check(reused.statusCode >= 300, 'double', `the key with another body answered ${reused.statusCode}`);
  round.times('objects created', await create.created(), 1);
}
