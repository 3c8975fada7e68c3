/**
 * The workload of `npm run load` (scripts/load.ts): virtual users who each sign in as one of the
 * organisation's people (all of them first, a few at a time, outside the measured part) and then,
 * starting evenly over the ramp and until the run ends, pick an action by weight, make the requests
 * its page makes, and think (a random pause around the mean think time) before the next one. About
 * four requests in five are reads.
 *
 * Several users share a person when there are more users than people (as one person's browser
 * tabs would). What would make two of them trip over each other is coordinated here, in the one
 * process that runs them all, so that a refusal is the server's and not the workload's: one user of
 * a person applies for leave or marks attendance at a time, and a leave is decided by one user.
 * Leave keeps moving over a long run: people apply for half days and withdraw a pending one when
 * their balance or the calendar is full; managers approve, reject, or cancel an approved leave that
 * has not started (which gives its days back).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Agent, request as send } from 'undici';
import { ATTENDANCE_PHOTO_HEIGHT, ATTENDANCE_PHOTO_WIDTH } from '../shared/rules/attendance.ts';
import { REMAINING_BALANCE_REPORT } from '../shared/rules/reports.ts';
import type { AttendanceToday } from '../shared/schemas/attendance.schema.ts';
import type { Leave, LeaveListResponse, LeavePlanner } from '../shared/schemas/leave.schema.ts';
import type { MentionCandidate } from '../shared/schemas/task-comments.schema.ts';
import type { TaskFormOptions, TaskListResponse } from '../shared/schemas/tasks.schema.ts';
import type { UserListResponse } from '../shared/schemas/users.schema.ts';
import { addDays, daysBetween, eachDay, isWeekend } from '../shared/rules/dates.ts';
import { escapeHtml } from '../server/lib/html.ts';
import { signInForWrites } from './bench-http.ts';

export const ACTIONS = [
  'dashboard',
  'task list',
  'open task',
  'attendance grid',
  'report download',
  'comment with mention',
  'create task',
  'apply for leave',
  'decide leave',
  'mark attendance',
] as const;
export type ActionName = (typeof ACTIONS)[number] | 'sign in';

/** How often each action is picked; with the requests each makes, about 80 % reads and 20 % writes. */
const WEIGHTS: Record<(typeof ACTIONS)[number], number> = {
  dashboard: 18,
  'task list': 20,
  'open task': 16,
  'attendance grid': 6,
  'report download': 3,
  'comment with mention': 9,
  'create task': 8,
  'apply for leave': 5,
  'decide leave': 5,
  'mark attendance': 3,
};
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
/** Sign-ins at a time before the measured part. */
const SIGN_IN_CONCURRENCY = 4;

/** One answered (or failed) request. */
export interface RequestSample {
  action: ActionName;
  write: boolean;
  /** Milliseconds from sending to the last byte of the answer. */
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** Milliseconds since the run started, when the answer came. */
  at: number;
}

export interface ActionSample {
  action: ActionName;
  /** The action's requests one after the other, think time excluded. */
  ms: number;
  ok: boolean;
  at: number;
}

export interface WorkloadOptions {
  url: string;
  users: number;
  durationS: number;
  /** Users start evenly over this many seconds of the measured part (all have signed in before). */
  rampS: number;
  /** Mean think time between two actions of a user, in seconds. */
  thinkS: number;
  password: string;
  adminEmail: string;
  onRequest: (sample: RequestSample) => void;
  onAction: (sample: ActionSample) => void;
  /** Why a request failed, once per distinct reason (status and path without ids). */
  onProblem?: (problem: string) => void;
  /** A line on the run's phases (signing in, then the measured part). */
  onPhase?: (line: string) => void;
  /** Called when the measured part starts (the `at` of the samples counts from then). */
  onStart?: () => void;
}

/** A person the users sign in as, with what their users share. */
interface Person {
  email: string;
  /** One user of this person applies for leave or marks attendance at a time. */
  busy: Set<'leave' | 'attendance'>;
  /** Checked in and out today: the action then only looks. */
  attendanceDone: boolean;
}

interface Session {
  person: Person;
  cookie: string;
  csrf: string;
  userId: string;
  taskIds: number[];
  formOptions: TaskFormOptions | null;
}

class RequestFailed extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A photo as the check-in camera takes it (noise, so that it does not compress to nothing). */
export async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: ATTENDANCE_PHOTO_WIDTH,
      height: ATTENDANCE_PHOTO_HEIGHT,
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A check-in's form as the phone sends it: where, and the camera's photo. */
export function checkInForm(
  photo: Buffer,
  where: { latitude: number; longitude: number; accuracy: number },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(where)) form.append(name, String(value));
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** Runs the workload until durationS has passed; resolves when every user has stopped. */
export async function runWorkload(options: WorkloadOptions): Promise<{ people: number }> {
  // The clock of the measured part, which starts once everyone has signed in.
  let started = Date.now();
  let measuring = false;
  const photo = await cameraPhoto();
  /**
   * Leaves being decided, withdrawn, or done with by this run: no two users act on the same one (a
   * manager rejecting what its applicant is withdrawing would be refused, rightly, with 409).
   */
  const decided = new Set<number>();
  const problems = new Set<string>();
  // undici's own request API over kept-alive connections: a third of fetch's CPU per request, so
  // the generator takes less of the machine it measures (fetch took ~40 % of a core at 1,000 users).
  const agent = new Agent({ keepAliveTimeout: 30_000 });

  async function request(
    session: Pick<Session, 'cookie' | 'csrf'> | null,
    action: ActionName,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: { json?: unknown; form?: FormData; idempotent?: boolean },
  ): Promise<{ status: number; data: Buffer }> {
    const write = method !== 'GET';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (session) headers.cookie = session.cookie;
    if (session && write) headers['x-csrf-token'] = session.csrf;
    if (body?.idempotent) headers['idempotency-key'] = randomUUID();
    let payload: string | Buffer | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      // undici's request takes only its own package's FormData: the form as the bytes Node's
      // built-in one encodes, with its boundary.
      const encoded = new Response(body.form);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const sent = performance.now();
    let status = 0;
    let data = Buffer.alloc(0);
    try {
      const res = await send(`${options.url}${path}`, {
        method,
        headers,
        body: payload,
        dispatcher: agent,
        signal: AbortSignal.timeout(30_000),
      });
      data = Buffer.from(await res.body.arrayBuffer());
      status = res.statusCode;
    } catch {
      status = 0;
    }
    if (measuring)
      options.onRequest({ action, write, ms: performance.now() - sent, status, at: Date.now() - started });
    if (status < 200 || status >= 300) {
      const shape = `${status || 'no answer'} ${method} ${path.replace(/\d+|[0-9a-f-]{36}/g, ':id').split('?')[0]}`;
      if (!problems.has(shape)) {
        problems.add(shape);
        options.onProblem?.(`${action}: ${shape}${data.length ? ` ${data.toString().slice(0, 300)}` : ''}`);
      }
      throw new RequestFailed(shape);
    }
    return { status, data };
  }
  const json = async <T>(promise: Promise<{ data: Buffer }>): Promise<T> =>
    JSON.parse((await promise).data.toString()) as T;

  // The people, from the People list as the admin sees it (everyone active).
  const admin = await signInForWrites(options.url, options.adminEmail, options.password);
  const adminSession = { cookie: `orgdesk_session=${admin.session}`, csrf: admin.csrf };
  const people: Person[] = [];
  for (let page = 1; ; page++) {
    const list = await json<UserListResponse>(
      request(adminSession, 'sign in', 'GET', `/api/v1/users?pageSize=120&page=${page}`),
    );
    for (const user of list.items.filter((u) => u.isActive))
      people.push({ email: user.email, busy: new Set(), attendanceDone: false });
    if (page * 120 >= list.total) break;
  }

  async function signIn(person: Person): Promise<Session> {
    const sent = performance.now();
    const { session, csrf } = await signInForWrites(options.url, person.email, options.password);
    const cookie = `orgdesk_session=${session}; orgdesk_csrf=${csrf}`;
    const me = await json<{ user: { id: string } }>(
      request({ cookie, csrf }, 'sign in', 'GET', '/api/v1/auth/session'),
    );
    options.onAction({ action: 'sign in', ms: performance.now() - sent, ok: true, at: 0 });
    return { person, cookie, csrf, userId: me.user.id, taskIds: [], formOptions: null };
  }

  const actions: Record<(typeof ACTIONS)[number], (s: Session) => Promise<void>> = {
    dashboard: async (s) => {
      await request(s, 'dashboard', 'GET', '/api/v1/dashboard');
      await request(s, 'dashboard', 'GET', '/api/v1/notifications/unread-count');
    },
    'task list': async (s) => {
      const tab = pick(['assigned-to-me', 'all', 'assigned-by-me', 'overdue'] as const);
      const filters = pick([
        '',
        '&statuses=New&statuses=Active&statuses=In-progress',
        '&statuses=Completed',
        `&search=${pick(['report', 'review', 'plan', 'update'])}`,
      ]);
      const order = pick(['&orderBy=dueDate&sort=asc', '&orderBy=name&sort=asc', '']);
      const list = await json<TaskListResponse>(
        request(s, 'task list', 'GET', `/api/v1/tasks?tab=${tab}${filters}${order}&pageSize=15`),
      );
      if (list.items.length > 0) s.taskIds = list.items.map((task) => task.id);
    },
    'open task': async (s) => {
      const id = await someTask(s, 'open task');
      if (id === null) return;
      await request(s, 'open task', 'GET', `/api/v1/tasks/${id}`);
      await request(s, 'open task', 'GET', `/api/v1/tasks/${id}/timeline`);
    },
    'attendance grid': async (s) => {
      const now = new Date();
      await request(
        s,
        'attendance grid',
        'GET',
        `/api/v1/attendance/grid?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}&pageSize=25`,
      );
    },
    'report download': async (s) => {
      const format = pick(['xlsx', 'pdf', 'csv']);
      await request(
        s,
        'report download',
        'GET',
        `/api/v1/reports/individual?type=${REMAINING_BALANCE_REPORT}&userId=${s.userId}&format=${format}`,
      );
    },
    'comment with mention': async (s) => {
      const id = await someTask(s, 'comment with mention');
      if (id === null) return;
      const candidates = await json<{ items: MentionCandidate[] }>(
        request(s, 'comment with mention', 'GET', `/api/v1/tasks/${id}/mention-candidates`),
      );
      const who = candidates.items.length ? pick(candidates.items) : null;
      const mention = who
        ? ` <span data-type="mention" data-id="${who.id}" data-label="${escapeHtml(who.fullName)}">@${escapeHtml(who.fullName)}</span>`
        : '';
      await request(s, 'comment with mention', 'POST', `/api/v1/tasks/${id}/comments`, {
        json: { body: `<p>Checked the figures, looks right.${mention}</p>` },
      });
    },
    'create task': async (s) => {
      s.formOptions ??= await json<TaskFormOptions>(
        request(s, 'create task', 'GET', '/api/v1/tasks/form-options'),
      );
      const projects = s.formOptions.projects.filter((p) => p.users.length > 0);
      if (projects.length === 0) return;
      const project = pick(projects);
      const assignee = project.users.find((u) => u.id === s.userId) ?? pick(project.users);
      const created = await json<{ id: number }>(
        request(s, 'create task', 'POST', '/api/v1/tasks', {
          json: {
            name: `Follow up ${pick(['the audit', 'the launch plan', 'vendor quotes', 'the onboarding'])} (load run)`,
            projectId: project.id,
            assignedToId: assignee.id,
            dueDate: addDays(s.formOptions.today, 1 + Math.floor(Math.random() * 30)),
            description: 'Created by the load run.',
          },
          idempotent: true,
        }),
      );
      s.taskIds.push(created.id);
    },
    'apply for leave': async (s) => {
      const planner = await json<LeavePlanner>(
        request(s, 'apply for leave', 'GET', '/api/v1/leaves/planner'),
      );
      if (s.person.busy.has('leave')) return; // another user of this person is at it: only looked
      s.person.busy.add('leave');
      try {
        const application = halfDayApplication(planner);
        if (application) {
          await request(s, 'apply for leave', 'POST', '/api/v1/leaves', {
            json: application,
            idempotent: true,
          });
          return;
        }
        // Full: withdraw a pending leave of their own, as someone rearranging their plans.
        const own = await json<LeaveListResponse>(
          request(s, 'apply for leave', 'GET', '/api/v1/leaves?own=true&pageSize=25'),
        );
        const pending = own.items.filter((leave) => leave.abilities.delete && !decided.has(leave.id));
        if (pending.length) {
          const leave = pick(pending);
          decided.add(leave.id);
          await request(s, 'apply for leave', 'DELETE', `/api/v1/leaves/${leave.id}`);
        }
      } finally {
        s.person.busy.delete('leave');
      }
    },
    'decide leave': async (s) => {
      const list = await json<LeaveListResponse>(
        request(s, 'decide leave', 'GET', '/api/v1/leaves?pageSize=25'),
      );
      const open = (leave: Leave) => !decided.has(leave.id);
      const pending = list.items.filter((leave) => leave.abilities.approve && open(leave));
      const cancellable = list.items.filter(
        (leave) => leave.abilities.cancel && leave.employee.id !== s.userId && open(leave),
      );
      let leave: Leave | undefined;
      let verdict: 'approve' | 'reject' | 'cancel';
      if (pending.length) {
        leave = pick(pending);
        verdict = Math.random() < 0.7 ? 'approve' : 'reject';
      } else if (cancellable.length) {
        leave = pick(cancellable);
        verdict = 'cancel';
      } else return;
      decided.add(leave.id);
      await request(s, 'decide leave', 'POST', `/api/v1/leaves/${leave.id}/${verdict}`, {
        json: verdict === 'approve' ? {} : { note: 'Plans changed' },
      });
    },
    'mark attendance': async (s) => {
      const today = await json<AttendanceToday>(
        request(s, 'mark attendance', 'GET', '/api/v1/attendance/today'),
      );
      if (today.state === 'done' || s.person.attendanceDone || s.person.busy.has('attendance')) return;
      s.person.busy.add('attendance');
      try {
        // At their site when they have one, else in Bengaluru (where the demo works).
        const site = today.sites[0];
        const where = {
          latitude: site?.latitude ?? 12.9716,
          longitude: site?.longitude ?? 77.5946,
          accuracy: 15,
        };
        if (today.state === 'pending') {
          await request(s, 'mark attendance', 'POST', '/api/v1/attendance/check-in', {
            form: checkInForm(photo, where),
          });
        } else {
          await request(s, 'mark attendance', 'POST', '/api/v1/attendance/punch-out', {
            json: where,
          });
          s.person.attendanceDone = true;
        }
      } finally {
        s.person.busy.delete('attendance');
      }
    },
  };

  /** A task the user has seen in a list (the All tab's first page, when none yet). */
  async function someTask(s: Session, action: ActionName): Promise<number | null> {
    if (s.taskIds.length === 0) {
      const list = await json<TaskListResponse>(
        request(s, action, 'GET', '/api/v1/tasks?tab=all&pageSize=15'),
      );
      s.taskIds = list.items.map((task) => task.id);
    }
    return s.taskIds.length ? pick(s.taskIds) : null;
  }

  function chooseAction(): (typeof ACTIONS)[number] {
    let roll = Math.random() * TOTAL_WEIGHT;
    for (const action of ACTIONS) {
      roll -= WEIGHTS[action];
      if (roll < 0) return action;
    }
    return 'dashboard';
  }

  const think = () => sleep(options.thinkS * 1000 * (0.5 + Math.random()));

  async function user(session: Session, index: number, endsAt: number): Promise<void> {
    await sleep((options.rampS * 1000 * index) / options.users);
    while (Date.now() < endsAt) {
      const action = chooseAction();
      const sent = performance.now();
      let ok = true;
      try {
        await actions[action](session);
      } catch (err) {
        if (!(err instanceof RequestFailed)) throw err;
        ok = false;
      }
      options.onAction({ action, ms: performance.now() - sent, ok, at: Date.now() - started });
      await think();
    }
  }

  // Everyone signs in first, a few at a time, outside the measured part: a sign-in is a deliberately
  // slow hash (server/lib/passwords.ts), done once a day or less, not a step of the day's work.
  options.onPhase?.(
    `Signing in ${options.users} users as ${Math.min(options.users, people.length)} people, ${SIGN_IN_CONCURRENCY} at a time…`,
  );
  const sessions: Session[] = [];
  const signInStarted = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < options.users) {
        const index = next++;
        sessions[index] = await signIn(people[index % people.length]!);
      }
    }),
  );
  options.onPhase?.(
    `Signed in in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s; the measured part starts.`,
  );
  started = Date.now();
  measuring = true;
  options.onStart?.();
  const endsAt = started + options.durationS * 1000;
  try {
    await Promise.all(sessions.map((session, i) => user(session, i, endsAt)));
  } finally {
    await agent.close();
  }
  return { people: people.length };
}

/**
 * A half-day application on a free working day, of the type with the most days left; null when
 * no type has half a day or the calendar is full.
 */
export function halfDayApplication(planner: LeavePlanner) {
  const type = planner.balances
    .filter((b) => b.available >= 0.5)
    .sort((a, b) => b.available - a.available)[0];
  const day = type ? freeHalfDay(planner) : null;
  if (!type || !day) return null;
  return {
    typeId: type.typeId,
    fromDate: day.date,
    toDate: day.date,
    halfDay: day.half,
    reason: 'Family matters',
  };
}

/** A working half day from next week to the planner's last day that no leave of theirs covers. */
function freeHalfDay(planner: LeavePlanner): { date: string; half: 'first' | 'second' } | null {
  const holidays = new Set(planner.holidays.map((h) => h.date));
  // A half day on a date another leave of theirs touches (even its other half) is refused as an
  // overlap: only dates no leave covers.
  const taken = new Set(planner.covered.flatMap((leave) => eachDay(leave.fromDate, leave.toDate)));
  const first = addDays(planner.today, 7);
  const span = Math.max(1, daysBetween(first, planner.lastDay));
  // Random tries first (so that users spread over the calendar), then the first free one.
  for (let attempt = 0; attempt < span + 20; attempt++) {
    const date = addDays(first, attempt < 20 ? Math.floor(Math.random() * span) : attempt - 20);
    if (date > planner.lastDay) break;
    if (!isWeekend(date) && !holidays.has(date) && !taken.has(date))
      return { date, half: pick(['first', 'second'] as const) };
  }
  return null;
}
