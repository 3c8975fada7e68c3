/**
 * Two write paths over HTTP (`npm run bench -- --writes-only`), the yardstick of the budget "a
 * write that emits events costs at most one extra statement: the req/s of task create and leave
 * approve stays within 10 % of today's". Seeds its own case, without generating the organisation:
 *
 * - `writes-manager@bench.example.com` with 500 reports, each with a balance of Personal leave
 *   far above what they ask for and, among them, enough pending one-day applications for every
 *   approval of the runs (2,000 a second of --duration; the reports take turns);
 * - a project of 50 of those reports (and the manager), 16 of whom may add tasks.
 *
 * Then starts the real server (scripts/bench-http.ts's start-up, sign-in and load driver) and
 * loads, each at 1 and 16 connections for --duration seconds:
 *
 * - task create: POST /api/v1/tasks by one of the 16, for another member of the project (so the
 *   assignee's mail is queued, as when someone gives a colleague a task), due in two weeks;
 * - leave approve: POST /api/v1/leaves/ID/approve by the manager, each request on a different
 *   pending leave. A run stops early, and says so, when none is left.
 *
 * Prints req/s, p50/p95/p99 (every answer's own time), non-2xx and errors, the load average after
 * each run (2 cores: other work on the machine shows there first), and the processor time of the
 * server (on PostgreSQL with the database's backends) per write answered, mail delivery included:
 * a figure that other work on the machine does not inflate as it does the others. A non-2xx answer fails
 * the bench. Each write queues a mail (the assignee's, the applicant's) that the server delivers
 * after answering, here to a local sink that counts them: the next run starts once they have all
 * arrived, and the line under a run says how many and how long after it the last one came. A kept database (--keep DIR, or PostgreSQL) keeps the case; the next run tops the
 * pending leaves up instead of seeding again.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_TIME_ZONE, DEMO_PASSWORD } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import { loadConfig } from '../server/config.ts';
import { queryRows, type Db } from '../server/db/client.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { startApp } from '../e2e/harness.ts';
import { CONNECTIONS, runLoad, signInForWrites, type LoadRequest, type LoadResult } from './bench-http.ts';
import { sized } from './bench-sizes.ts';

const MANAGER_EMAIL = 'writes-manager@bench.example.com';
/** Fewer than the leave bench's 1,000 (and --smoke's 8), so that it never picks this manager. */
const REPORTS = sized(500, 4);
const MEMBERS = sized(50, 4);
const CREATORS = sized(16, 2);
/** Pending leaves to hold for each second of --duration: above the approvals two runs make. */
const LEAVES_PER_SECOND = sized(2_000, 600);
const LEAVE_TYPE = 2; // Personal leave
const PROJECT_NAME = 'Writes bench project';

export interface WritesCase {
  managerEmail: string;
  /** The members who may add tasks. */
  creators: Array<{ id: string; email: string }>;
  projectId: number;
  memberIds: string[];
  /** Pending leaves of the manager's reports, the reports taking turns. */
  leaveIds: number[];
  reports: number;
  /** The organisation's today, when seeded. */
  today: string;
}

/**
 * The manager, their reports with a large leave balance, the project and its members, unless an
 * earlier run left them here; then pending leaves up to `durationS` × 2,000.
 */
export async function prepareWritesCase(db: Db, durationS: number): Promise<WritesCase> {
  const [org] = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from org_settings where id = 1`,
  );
  const today = todayIn(org?.time_zone ?? DEFAULT_TIME_ZONE);
  let [manager] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where email = ${MANAGER_EMAIL} and deleted_at is null`,
  );
  if (!manager) {
    await db.execute(sql`insert into org_settings (id, name, time_zone)
      values (1, 'Benchmark organisation', ${DEFAULT_TIME_ZONE}) on conflict (id) do nothing`);
    await db.execute(sql`insert into roles (name) values ('Writes bench') on conflict do nothing`);
    const [role] = await queryRows<{ id: string }>(db, sql`select id from roles where name = 'Writes bench'`);
    const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig({}).scryptLog2N);
    [manager] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, first_name, last_name, employee_code, role_id, email_confirmed_at, password_changed_at)
        values (${MANAGER_EMAIL}, ${passwordHash}, 'Writes', 'Manager', 'WRITES-M', ${role!.id}, now(), now())
        returning id`,
    );
    await db.execute(sql`insert into users
        (email, password_hash, first_name, last_name, employee_code, role_id, reporting_manager_id, email_confirmed_at, password_changed_at)
      select 'writes' || g || '@bench.example.com', ${passwordHash}, 'Writer', 'Person ' || g,
        'WRITES-' || g, ${role!.id}, ${manager!.id}, now(), now()
      from generate_series(1, ${REPORTS}) g`);
    const people = sql`(select id, (substring(employee_code from 8))::int as n from users
      where reporting_manager_id = ${manager!.id})`;
    // Far more days than they will ever ask for, so that no approval meets a short balance.
    await db.execute(sql`insert into leave_ledger (user_id, type_id, kind, days, note)
      select p.id, ${LEAVE_TYPE}, 'allocation', 10000, 'Writes bench' from ${people} p`);
    const [project] = await queryRows<{ id: number }>(
      db,
      sql`insert into projects (name, description, created_by_id)
        values (${PROJECT_NAME}, 'The project the writes bench adds tasks to', ${manager!.id}) returning id`,
    );
    await db.execute(sql`insert into project_members (project_id, user_id)
      select ${project!.id}::int, id from ${people} p where p.n <= ${MEMBERS}
      union all select ${project!.id}::int, ${manager!.id}::uuid`);
    await db.execute(sql`insert into user_permissions (user_id, permission)
      select id, 'CreateTask' from ${people} p where p.n <= ${CREATORS}`);
  }
  const people = sql`(select id, (substring(employee_code from 8))::int as n from users
    where reporting_manager_id = ${manager!.id})`;

  // Top the pending leaves up: one-day applications over the coming year, the reports in turn.
  const wanted = Math.ceil(durationS * LEAVES_PER_SECOND);
  const pending = sql`l.approved_at is null and l.rejected_at is null and l.to_date >= ${today}::date`;
  const [held] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leave_applications l where l.user_id in (select id from ${people} p) and ${pending}`,
  );
  const perPerson = Math.ceil(Math.max(0, wanted - held!.n) / REPORTS);
  if (perPerson > 0) {
    await db.execute(sql`insert into leave_applications (user_id, type_id, from_date, to_date, duration, reason)
      select p.id, ${LEAVE_TYPE}, d, d, 1, 'Writes bench leave ' || g
      from ${people} p cross join generate_series(1, ${perPerson}) g
      cross join lateral (select (${today}::date + 1 + (g + p.n) % 360)::date as d) day`);
  }
  // The embedded database has no autovacuum to keep the planner's statistics.
  await db.execute(sql`analyze users, user_closure, leave_applications, leave_ledger, project_members`);

  const leaves = await queryRows<{ id: number }>(
    db,
    sql`select l.id from leave_applications l join ${people} p on p.id = l.user_id where ${pending}
      order by row_number() over (partition by l.user_id order by l.id), p.n`,
  );
  const [project] = await queryRows<{ id: number }>(
    db,
    sql`select id from projects where name = ${PROJECT_NAME}`,
  );
  const members = await queryRows<{ id: string; email: string; creator: boolean }>(
    db,
    sql`select u.id, u.email, exists (select 1 from user_permissions up
        where up.user_id = u.id and up.permission = 'CreateTask') as creator
      from project_members m join users u on u.id = m.user_id where m.project_id = ${project!.id}
      order by u.employee_code`,
  );
  return {
    managerEmail: MANAGER_EMAIL,
    creators: members.filter((m) => m.creator).map(({ id, email }) => ({ id, email })),
    projectId: project!.id,
    memberIds: members.map((m) => m.id),
    leaveIds: leaves.map((l) => l.id),
    reports: REPORTS,
    today,
  };
}

export interface WritesBenchOptions {
  dataDir: string;
  databaseUrl?: string;
  writesCase: WritesCase;
  durationS: number;
}

/**
 * Where the server's mail goes: the least SMTP server that nodemailer talks to, counting what it
 * receives and throwing it away. (smtp-server, the e2e harness's capture, waits 100 ms before
 * greeting each connection to catch early talkers: at one connection a mail, the server could not
 * deliver more than ten mails a second to it.)
 */
class MailSink {
  received = 0;
  private readonly server = net.createServer((socket) => {
    let buffered = '';
    let inData = false;
    socket.setEncoding('latin1');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) {
            // Keep only what may start the end marker.
            buffered = buffered.slice(-4);
            return;
          }
          buffered = buffered.slice(end + 5);
          inData = false;
          this.received += 1;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffered.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffered.slice(0, eol).slice(0, 4).toUpperCase();
        buffered = buffered.slice(eol + 2);
        if (verb === 'EHLO') socket.write('250-bench\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 Go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.write('220 bench ESMTP\r\n');
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as net.AddressInfo).port}?ignoreTLS=true`;
  }

  /**
   * Waits until at least `count` mails arrived and none for a quarter of a second (the outbox is empty:
   * a run's writes each queue a mail, delivered after the answer); the seconds it took, or null
   * when it took over two minutes.
   */
  async settle(count: number): Promise<number | null> {
    const started = performance.now();
    let seen = -1;
    let quietSince = performance.now();
    while (performance.now() - started < 120_000) {
      if (this.received !== seen) {
        seen = this.received;
        quietSince = performance.now();
      } else if (seen >= count && performance.now() - quietSince >= 250) {
        return (quietSince - started) / 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The processor time a process has used, in ms (Linux: /proc, 100 ticks a second), or null. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The processor time of the server and, on PostgreSQL, of the database's backends: unlike the
 * elapsed time it does not grow when other work shares the machine. `take()` reads it; the
 * difference of two readings is what the work between them cost.
 */
class CpuMeter {
  private readonly serverPid: number;
  private readonly databaseUrl: string | undefined;

  constructor(serverPid: number, databaseUrl: string | undefined) {
    this.serverPid = serverPid;
    this.databaseUrl = databaseUrl;
  }

  async take(): Promise<Map<number, number>> {
    const pids = [this.serverPid];
    if (this.databaseUrl) {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        pids.push(...rows.map((r) => r.pid));
      } finally {
        await client.end().catch(() => {});
      }
    }
    const reading = new Map<number, number>();
    for (const pid of pids) {
      const ms = cpuMsOf(pid);
      if (ms !== null) reading.set(pid, ms);
    }
    return reading;
  }

  /** The ms used between two readings (a backend gone by the second is left out). */
  static between(before: Map<number, number>, after: Map<number, number>): number {
    let ms = 0;
    for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
    return ms;
  }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** Runs the two writes over HTTP; false when a request failed (non-2xx or errors). */
export async function benchWrites(options: WritesBenchOptions): Promise<boolean> {
  const { writesCase } = options;
  const started = performance.now();
  const mail = new MailSink();
  const app = await startApp(
    { DEMO: '0', DATABASE_URL: options.databaseUrl ?? '', SMTP_URL: await mail.start() },
    { dataDir: options.dataDir },
  );
  let ok = true;
  let delivered = 0;
  try {
    const startMs = performance.now() - started;
    const { url } = app;
    const creators: Array<{ id: string; session: string; csrf: string }> = [];
    for (const { id, email } of writesCase.creators) {
      creators.push({ id, ...(await signInForWrites(url, email, DEMO_PASSWORD)) });
    }
    const manager = await signInForWrites(url, writesCase.managerEmail, DEMO_PASSWORD);
    const meter = new CpuMeter(app.pid, options.databaseUrl);
    const dueDate = addDays(writesCase.today, 14);
    let created = 0;
    const leaveIds = writesCase.leaveIds;
    let approved = 0;
    console.log(
      `\nWrites over HTTP on ${options.databaseUrl ? 'PostgreSQL' : 'the embedded database'} ` +
        `(server up in ${(startMs / 1000).toFixed(1)} s), ${options.durationS} s a run: ` +
        `${creators.length} people adding tasks to a project of ${writesCase.memberIds.length}; ` +
        `${writesCase.managerEmail} approving ${leaveIds.length.toLocaleString('en')} pending leaves ` +
        `of ${writesCase.reports} reports`,
    );
    console.log(
      `  (load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores at the start)`,
    );
    console.log(
      `  ${'request'.padEnd(14)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
        `${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}` +
        `${'load'.padStart(7)}${'cpu ms/req'.padStart(12)}`,
    );
    const writes: Array<{
      name: string;
      next: () => LoadRequest;
      /** How many requests the case still allows, when limited. */
      left?: () => number;
    }> = [
      {
        name: 'task create',
        next: () => {
          const creator = pick(creators);
          let assignee = pick(writesCase.memberIds);
          while (assignee === creator.id) assignee = pick(writesCase.memberIds);
          created += 1;
          return {
            path: '/api/v1/tasks',
            session: creator.session,
            csrf: creator.csrf,
            body: JSON.stringify({
              name: `Bench write ${created}`,
              projectId: writesCase.projectId,
              assignedToId: assignee,
              dueDate,
              description: `<p>Added by the writes bench, number ${created}.</p>`,
            }),
          };
        },
      },
      {
        name: 'leave approve',
        // Each request uses up a pending leave; past the last one (a connection error resends) the
        // path names none, and the 404 shows as non-2xx.
        next: () => ({
          path: `/api/v1/leaves/${leaveIds[approved++] ?? 2_147_483_647}/approve`,
          session: manager.session,
          csrf: manager.csrf,
          body: '{}',
        }),
        left: () => Math.max(0, leaveIds.length - approved),
      },
    ];
    for (const { name, next, left } of writes) {
      for (const connections of CONNECTIONS) {
        const available = left?.();
        if (available !== undefined && available < connections) {
          console.log(
            `  ${name.padEnd(14)}${String(connections).padStart(6)}  skipped: ${available} pending leaves left`,
          );
          continue;
        }
        const cpuBefore = await meter.take();
        const result: LoadResult = await runLoad({
          url,
          method: 'POST',
          connections,
          durationS: options.durationS,
          maxRequests: available,
          next,
        });
        const failed = result.non2xx + result.errors;
        if (failed > 0) ok = false;
        const succeeded = result.answered - result.non2xx;
        // Every write answered queued a mail (the assignee's, the applicant's): the next run starts
        // once the server has delivered them, not beside that work.
        const drained = await mail.settle(delivered + succeeded);
        const cpuMs = CpuMeter.between(cpuBefore, await meter.take());
        console.log(
          `  ${name.padEnd(14)}${String(connections).padStart(6)}` +
            `${Math.round(result.reqPerSec).toString().padStart(9)}` +
            `${ms(result.exact.p50).padStart(9)}${ms(result.exact.p95).padStart(9)}${ms(result.exact.p99).padStart(9)}` +
            `${String(result.non2xx).padStart(9)}${String(result.errors).padStart(8)}` +
            `${os.loadavg()[0]!.toFixed(2).padStart(7)}${ms(cpuMs / succeeded).padStart(12)}`,
        );
        if (result.non2xx > 0) console.log(`    answers by status: ${JSON.stringify(result.statusCodes)}`);
        console.log(
          `    (${(mail.received - delivered).toLocaleString('en')} mails delivered, ` +
            (drained === null
              ? 'the outbox still not empty after 2 minutes)'
              : `the last ${drained.toFixed(1)} s after the run)`),
        );
        delivered = mail.received;
        if (available !== undefined && result.answered >= available) {
          console.log(
            `    stopped early: all ${available.toLocaleString('en')} pending leaves were approved ` +
              `(${result.answered.toLocaleString('en')} answers)`,
          );
        }
      }
    }
  } finally {
    await app.stop();
    await mail.stop();
  }
  return ok;
}
