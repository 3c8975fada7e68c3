import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../shared/constants.ts';
import type { AuditEvent } from '../../shared/schemas/audit.schema.ts';
import type { AttendanceRecord, AttendanceToday } from '../../shared/schemas/attendance.schema.ts';
import type { LeavePlanner } from '../../shared/schemas/leave.schema.ts';
import {
  TIMELINE_MAX_LIMIT,
  type TimelineEntry,
  type TimelinePage,
} from '../../shared/schemas/task-timeline.schema.ts';
import type { TaskFormOptions, TaskListResponse } from '../../shared/schemas/tasks.schema.ts';
import { startApp, type RunningApp } from '../../e2e/harness.ts';
import { signInForWrites } from '../../scripts/bench-http.ts';
import { addLoadPeopleTo, loadPersonEmail } from '../../scripts/load-people.ts';
import { cameraPhoto, checkInForm, halfDayApplication } from '../../scripts/load-workload.ts';
import { BENGALURU } from '../modules/attendance/attendance-test-kit.ts';
import { openDatabase, type OpenDatabaseOptions } from '../db/client.ts';
import { missingFiles } from '../jobs/file-sweep.job.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { proofSize, recordFigure } from './proof.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The durability proof (`npm run proof -- durability`): the real server process, on the embedded
 * database or on PostgreSQL, is killed with SIGKILL at a random moment while people write (tasks,
 * comments with an attached PDF or photo, half-day leave and its withdrawal, check-in with a
 * photo and check-out), and started again, cycle after cycle. A write counts as acknowledged when
 * its answer reached the client; after every crash:
 * - nothing acknowledged is lost: each task, comment and attachment (its bytes), leave (or its
 *   withdrawal) and check-in (its photo) or check-out is there, as its author sees it through the
 *   API once the server is back;
 * - nothing is partial: each acknowledged task and leave has its history (the domain event written
 *   in the same transaction), each comment its files;
 * - no row names a missing file, among all rows, acknowledged or not (a write cut between its file
 *   and its row leaves at most an unreferenced file, which the sweep removes).
 * Short in `npm test` and `npm run test:pg` (3 cycles), 100 cycles with `--full`.
 */
const CYCLES = proofSize(3, 100);
/** The people who write, added to the demo (each checks in once a day: enough for every cycle). */
const PEOPLE = proofSize(8, 60);
/** How long after the writes start the server is killed, at random between these (ms). */
const KILL_AFTER = [200, 2500] as const;
const WRITERS = 4;

type Written =
  | { kind: 'task'; person: number; id: number; name: string }
  | {
      kind: 'comment';
      person: number;
      taskId: number;
      id: number;
      files: { id: number; sha256?: string; size: number }[];
    }
  | { kind: 'leave'; person: number; id: number }
  | { kind: 'withdrawal'; person: number; id: number }
  | { kind: 'check-in'; person: number; id: number; photoUrl: string }
  | { kind: 'check-out'; person: number; id: number };

interface Person {
  index: number;
  cookie: string;
  csrf: string;
  taskIds: number[];
  pendingLeaves: number[];
  attendance: 'pending' | 'checked in' | 'done';
  formOptions: TaskFormOptions | null;
}

let testDb: TestDatabase | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-durability-'));
let where: OpenDatabaseOptions;
let env: Record<string, string>;
let photo: Buffer;
const people: Person[] = [];
const acknowledged: Written[] = [];
const problems: string[] = [];
/** Leave whose withdrawal was sent (acknowledged or not). */
const withdrawalsSent = new Set<number>();

/** A request that got no answer: the server died under it (the write is not acknowledged). */
class NoAnswer extends Error {}

async function call(
  app: RunningApp,
  person: Person,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: { json?: unknown; form?: FormData; idempotencyKey?: string },
): Promise<{ status: number; data: Buffer }> {
  const headers: Record<string, string> = { cookie: person.cookie, accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = person.csrf;
  if (body?.idempotencyKey) headers['idempotency-key'] = body.idempotencyKey;
  let payload: string | FormData | undefined = body?.form;
  if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  let res: Response;
  let data: Buffer;
  try {
    res = await fetch(`${app.url}${url}`, { method, headers, body: payload });
    data = Buffer.from(await res.arrayBuffer());
  } catch {
    throw new NoAnswer();
  }
  return { status: res.status, data };
}

/** The answer's JSON when it is a 2xx; any other answer is a problem of the run. */
async function ok<T>(answer: Promise<{ status: number; data: Buffer }>, what: string): Promise<T> {
  const { status, data } = await answer;
  if (status < 200 || status >= 300) {
    problems.push(`${what}: ${status} ${data.toString().slice(0, 200)}`);
    throw new NoAnswer();
  }
  return (data.length ? JSON.parse(data.toString()) : null) as T;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A small PDF whose bytes are its own, stored as sent (a photo is re-encoded). */
const uniquePdf = () =>
  Buffer.from(`%PDF-1.4\n% ${randomBytes(24).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** One write by the person, chosen by what they can do; resolves once it is acknowledged. */
async function write(app: RunningApp, p: Person): Promise<void> {
  const roll = Math.random();
  if (roll < 0.3 || p.taskIds.length === 0) {
    p.formOptions ??= await ok<TaskFormOptions>(
      call(app, p, 'GET', '/api/v1/tasks/form-options'),
      'form options',
    );
    const project = pick(p.formOptions.projects.filter((pr) => pr.users.length > 0));
    const name = `Durability ${randomUUID()}`;
    const task = await ok<{ id: number }>(
      call(app, p, 'POST', '/api/v1/tasks', {
        json: {
          name,
          projectId: project.id,
          assignedToId: project.users[0]!.id,
          dueDate: p.formOptions.today,
          description: 'Written while the server may die.',
        },
        idempotencyKey: randomUUID(),
      }),
      'create task',
    );
    p.taskIds.push(task.id);
    acknowledged.push({ kind: 'task', person: p.index, id: task.id, name });
  } else if (roll < 0.6) {
    const taskId = pick(p.taskIds);
    const form = new FormData();
    form.append('body', '<p>Figures attached.</p>');
    const pdf = uniquePdf();
    const withPhoto = Math.random() < 0.5;
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'figures.pdf');
    if (withPhoto)
      form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'site.jpg');
    const entry = await ok<TimelineEntry>(
      call(app, p, 'POST', `/api/v1/tasks/${taskId}/comments`, { form }),
      'comment',
    );
    acknowledged.push({
      kind: 'comment',
      person: p.index,
      taskId,
      id: entry.id,
      files: entry.attachments.map((a, i) => ({
        id: a.id,
        size: a.size,
        ...(i === 0 ? { sha256: sha256(pdf) } : {}),
      })),
    });
  } else if (roll < 0.8) {
    if (p.pendingLeaves.length > 0 && Math.random() < 0.4) {
      const id = p.pendingLeaves.shift()!;
      // Until its answer comes, the leave may be withdrawn or not.
      withdrawalsSent.add(id);
      await ok(call(app, p, 'DELETE', `/api/v1/leaves/${id}`), 'withdraw leave');
      acknowledged.push({ kind: 'withdrawal', person: p.index, id });
      return;
    }
    const planner = await ok<LeavePlanner>(call(app, p, 'GET', '/api/v1/leaves/planner'), 'planner');
    const application = halfDayApplication(planner);
    if (!application) return;
    const leave = await ok<{ id: number }>(
      call(app, p, 'POST', '/api/v1/leaves', {
        json: application,
        idempotencyKey: randomUUID(),
      }),
      'apply for leave',
    );
    p.pendingLeaves.push(leave.id);
    acknowledged.push({ kind: 'leave', person: p.index, id: leave.id });
  } else if (p.attendance === 'pending') {
    const record = await ok<AttendanceRecord>(
      call(app, p, 'POST', '/api/v1/attendance/check-in', {
        form: checkInForm(photo, { ...BENGALURU, accuracy: 15 }),
      }),
      'check-in',
    );
    p.attendance = 'checked in';
    acknowledged.push({ kind: 'check-in', person: p.index, id: record.id, photoUrl: record.photoUrl });
  } else if (p.attendance === 'checked in') {
    const record = await ok<AttendanceRecord>(
      call(app, p, 'POST', '/api/v1/attendance/punch-out', {
        json: { ...BENGALURU, accuracy: 15 },
      }),
      'check-out',
    );
    p.attendance = 'done';
    acknowledged.push({ kind: 'check-out', person: p.index, id: record.id });
  }
}

/**
 * After a restart, each person learns what the server kept of their unacknowledged writes (a
 * check-in that committed before its answer was lost is theirs all the same).
 */
async function resync(app: RunningApp, p: Person): Promise<void> {
  const today = await ok<AttendanceToday>(
    call(app, p, 'GET', '/api/v1/attendance/today'),
    'attendance today',
  );
  p.attendance = today.state === 'pending' ? 'pending' : today.record?.checkOut ? 'done' : 'checked in';
}

/** Checks, through the API as its author, that an acknowledged write is there and whole. */
async function lostOrPartial(app: RunningApp, w: Written): Promise<string | null> {
  const p = people[w.person]!;
  const get = (url: string) => call(app, p, 'GET', url);
  const json = async <T>(url: string) => {
    const res = await get(url);
    return res.status === 200 ? (JSON.parse(res.data.toString()) as T) : null;
  };
  const historyHas = async (url: string, type: string) =>
    ((await json<{ items: AuditEvent[] }>(url))?.items ?? []).some((e) => e.type === type);
  switch (w.kind) {
    case 'task': {
      const task = await json<{ name: string }>(`/api/v1/tasks/${w.id}`);
      if (task?.name !== w.name) return `task ${w.id} lost`;
      if (!(await historyHas(`/api/v1/tasks/${w.id}/history`, 'task.created')))
        return `task ${w.id} without its history`;
      return null;
    }
    case 'comment': {
      let entry: TimelineEntry | undefined;
      for (let before = ''; !entry;) {
        const page = await json<TimelinePage>(
          `/api/v1/tasks/${w.taskId}/timeline?limit=${TIMELINE_MAX_LIMIT}${before && `&before=${before}`}`,
        );
        entry = page?.items.find((e) => e.id === w.id);
        if (!page?.nextCursor) break;
        before = encodeURIComponent(page.nextCursor);
      }
      if (!entry) return `comment ${w.id} on task ${w.taskId} lost`;
      for (const file of w.files) {
        const res = await get(`/api/v1/tasks/${w.taskId}/attachments/${file.id}`);
        if (res.status !== 200) return `attachment ${file.id} of comment ${w.id}: ${res.status}`;
        if (res.data.length !== file.size || (file.sha256 && sha256(res.data) !== file.sha256))
          return `attachment ${file.id} of comment ${w.id} is not what was uploaded`;
      }
      if (entry.attachments.length !== w.files.length) return `comment ${w.id} lost files`;
      return null;
    }
    case 'leave': {
      // Withdrawn later (acknowledged too) is checked as a withdrawal.
      if (acknowledged.some((x) => x.kind === 'withdrawal' && x.id === w.id)) return null;
      const leave = await json<{ status: string }>(`/api/v1/leaves/${w.id}`);
      // A withdrawal cut by the crash may have been done or not.
      if (!leave && withdrawalsSent.has(w.id)) return null;
      if (leave?.status !== 'Pending') return `leave ${w.id} lost (${leave?.status ?? 'gone'})`;
      if (!(await historyHas(`/api/v1/leaves/${w.id}/history`, 'leave.applied')))
        return `leave ${w.id} without its history`;
      return null;
    }
    case 'withdrawal':
      return (await get(`/api/v1/leaves/${w.id}`)).status === 404 ? null : `withdrawal of leave ${w.id} lost`;
    case 'check-in': {
      if (!(await json<AttendanceRecord>(`/api/v1/attendance/records/${w.id}`)))
        return `check-in ${w.id} lost`;
      const res = await get(w.photoUrl.replace(/^https?:\/\/[^/]+/, ''));
      return res.status === 200 && res.data.length > 0
        ? null
        : `check-in ${w.id} without its photo (${res.status})`;
    }
    case 'check-out': {
      const record = await json<AttendanceRecord>(`/api/v1/attendance/records/${w.id}`);
      return record?.checkOut ? null : `check-out of record ${w.id} lost`;
    }
  }
}

/** Rows naming a file the store does not hold whole, read with the server down. */
async function rowsWithoutTheirFile(): Promise<string[]> {
  const database = testDb?.database ?? (await openDatabase(where));
  try {
    return await missingFiles(database.db, createLocalStorage(path.join(dataDir, 'files')));
  } finally {
    if (!testDb) await database.close();
  }
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    testDb = await createTestDatabase();
    where = { databaseUrl: testDb.url };
    env = { DATABASE_URL: testDb.url! };
  } else {
    where = { dataDir };
    env = {};
  }
  photo = await cameraPhoto();
  // The first start seeds the demo; the writers are added with the server stopped.
  await (await startApp(env, { dataDir })).stop();
  await addLoadPeopleTo(where, PEOPLE);
  const app = await startApp(env, { dataDir });
  try {
    for (let i = 1; i <= PEOPLE; i++) {
      const { session, csrf } = await signInForWrites(app.url, loadPersonEmail(i), DEMO_PASSWORD);
      const p: Person = {
        index: i - 1,
        cookie: `orgdesk_session=${session}; orgdesk_csrf=${csrf}`,
        csrf,
        taskIds: [],
        pendingLeaves: [],
        attendance: 'pending',
        formOptions: null,
      };
      const own = await ok<TaskListResponse>(
        call(app, p, 'GET', '/api/v1/tasks?tab=assigned-to-me&pageSize=15'),
        'tasks',
      );
      p.taskIds = own.items.map((t) => t.id);
      people.push(p);
    }
  } finally {
    await app.stop();
  }
}, 180_000);

afterAll(async () => {
  await testDb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the durability proof', () => {
  it(
    `loses no acknowledged write, leaves nothing partial and no row without its file over ${CYCLES} kill -9 cycles`,
    async () => {
      const lost: string[] = [];
      const missing: string[] = [];
      let checkedFrom = 0;
      let restartsMs = 0;
      for (let cycle = 1; cycle <= CYCLES + 1; cycle++) {
        const started = Date.now();
        const app = await startApp(env, { dataDir });
        restartsMs += Date.now() - started;
        try {
          // What the last crash may have taken is checked first, by its authors.
          for (const w of acknowledged.slice(checkedFrom)) {
            const problem = await lostOrPartial(app, w);
            if (problem) lost.push(`cycle ${cycle - 1}: ${problem}`);
          }
          checkedFrom = acknowledged.length;
          if (cycle > CYCLES) break;
          for (const p of people) await resync(app, p);

          let dead = false;
          const writers = Array.from({ length: WRITERS }, async (_, w) => {
            const mine = people.filter((p) => p.index % WRITERS === w);
            for (let turn = 0; !dead; turn++) {
              try {
                await write(app, mine[turn % mine.length]!);
              } catch (err) {
                if (!(err instanceof NoAnswer)) throw err;
              }
            }
          });
          const killAfter = KILL_AFTER[0] + Math.random() * (KILL_AFTER[1] - KILL_AFTER[0]);
          await new Promise((resolve) => setTimeout(resolve, killAfter));
          process.kill(app.pid, 'SIGKILL');
          dead = true;
          await Promise.all(writers);
        } finally {
          await app.stop();
        }
        missing.push(...(await rowsWithoutTheirFile()).map((key) => `cycle ${cycle}: ${key}`));
      }

      const byKind = new Map<string, number>();
      for (const w of acknowledged) byKind.set(w.kind, (byKind.get(w.kind) ?? 0) + 1);
      const kinds = [...byKind].map(([kind, n]) => `${n} ${kind}`).join(', ');
      recordFigure(
        'durability',
        `${CYCLES} kill -9 cycles, ${acknowledged.length} acknowledged writes (${kinds}): ${lost.length} lost or partial, ${missing.length} rows pointing at a missing file; restart ${Math.round(restartsMs / (CYCLES + 1))} ms on average`,
      );
      expect(lost).toEqual([]);
      expect(missing).toEqual([]);
      // The run wrote: each kind was acknowledged at least once, and refusals were only the server's rules.
      expect([...byKind.keys()].sort()).toEqual(expect.arrayContaining(['comment', 'leave', 'task']));
      expect(problems).toEqual([]);
    },
    proofSize(240_000, 3_600_000),
  );
});
