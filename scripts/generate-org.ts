/**
 * An organisation for benchmarks: `users` people in a reporting tree where each manager has five
 * direct reports (so the people on the second level each have about a fifth of the organisation
 * below them), `projects` projects, and `tasks` tasks in every state, with varied names and
 * descriptions. Two shapes (SHAPES):
 *
 * - `large`: 5,000 people, 200 projects, 1,000,000 tasks. Everyone works on two projects and
 *   managers belong to every project of the people below them; tasks are due from 40 days ago to
 *   80 days ahead, evenly over the six statuses.
 * - `peer`: 2,000 people, 40 projects of exactly 50 members (everyone on one project), 100,000
 *   tasks given to members of the task's project by their manager, about 70 % open
 *   (New/Active/In-progress), due within 180 days either side of today, 3 % deleted, 10 %
 *   unassigned: the shape of the yardstick in ../shared/bench.
 *
 *   node scripts/generate-org.ts [--shape peer|large] [--users N] [--projects N] [--tasks N] [--data-dir DIR]
 *
 * Writes to PostgreSQL when DATABASE_URL is set, else to the embedded database in DATA_DIR
 * (or --data-dir). The database must be empty: the generator refuses to touch an organisation.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, DEMO_PASSWORD } from '../shared/constants.ts';
import { ALL_PERMISSIONS } from '../shared/permissions.ts';
import { queryRows, type Db } from '../server/db/client.ts';
import { orgSettings, projectMembers, projects, roles, userPermissions, users } from '../server/db/schema.ts';
import { loadConfig } from '../server/config.ts';
import { hashPassword } from '../server/lib/passwords.ts';

export interface OrgShape {
  users: number;
  projects: number;
  tasks: number;
  /** How people join projects and get tasks (see the top of this file); `large` when absent. */
  layout?: 'large' | 'peer';
}

export const SHAPES = {
  peer: { users: 2000, projects: 40, tasks: 100_000, layout: 'peer' },
  large: { users: 5000, projects: 200, tasks: 1_000_000, layout: 'large' },
} as const satisfies Record<string, OrgShape>;
export type ShapeName = keyof typeof SHAPES;
export const BENCH_SHAPE: OrgShape = SHAPES.large;

/** The shape the command line asks for: --shape (default large), then --users/--projects/--tasks. */
export function shapeFromArgs(argv: string[] = process.argv): OrgShape & { name: ShapeName } {
  const index = argv.indexOf('--shape');
  const name = (index >= 0 ? argv[index + 1] : 'large') as ShapeName;
  if (!Object.hasOwn(SHAPES, name))
    throw new Error(`--shape must be one of ${Object.keys(SHAPES).join(', ')}`);
  const base = SHAPES[name];
  const whole = (option: string, fallback: number) => {
    const i = argv.indexOf(`--${option}`);
    const value = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${option} must be a whole number`);
    return value;
  };
  return {
    name,
    layout: base.layout,
    users: whole('users', base.users),
    projects: whole('projects', base.projects),
    tasks: whole('tasks', base.tasks),
  };
}

function words(list: string): string[] {
  return list.split('|');
}

// Task names are built from these (verb, object, qualifier): about 40 × 45 × 40 combinations,
// picked by a multiplicative hash of the task number so that neighbours differ. Every name fits
// the 50 characters of tasks.name. Words such as "budget", "invoice" or "onboarding" each occur
// in a few per cent of the names, as they would in a real organisation.
const VERBS = words(
  'Review|Fix|Prepare|Update|Draft|Plan|Check|Send|Approve|Test|Migrate|Document|Schedule|Clean up|' +
    'Audit|Renew|Organise|Chase|Publish|Archive|Analyse|Design|Set up|Finalise|Estimate|' +
    'Reconcile|Collect|Translate|Order|Book|Investigate|Explain|Present|Sign|Upgrade|Replace|' +
    'Measure|Compare|Discuss|Close',
);
const OBJECTS = words(
  'quarterly budget|login timeout|onboarding checklist|supplier invoices|travel policy|release notes|' +
    'customer survey|sales forecast|payroll export|holiday rota|server backups|contract renewal|' +
    'press release|team offsite|security review|expense reports|annual budget|website copy|price list|' +
    'job description|training plan|VAT return|office lease|laptop inventory|SLA report|' +
    'marketing budget|newsletter|board minutes|API documentation|test plan|retention policy|' +
    'shipping labels|stock count|support tickets|warranty claims|performance reviews|recruitment ads|' +
    'invoice template|cash flow report|style guide|safety inspection|product roadmap|meeting notes|' +
    'purchase orders|user feedback',
);
// A quarter of the names have no qualifier.
const QUALIFIERS = words(
  'for Finance|on mobile app|for new hires|before Q3 review|for Sales|with legal|for the board|' +
    'in Berlin office|for HR|by Friday|for key accounts|after audit|for IT|in the wiki|for Marketing|' +
    'with suppliers|for Q4|for the EU|on staging|for Support|for the Lyon site|before launch|' +
    'with the agency|for 2027|for Operations|in CRM|for the warehouse|with IT|for customers|next month' +
    '|||||||||',
);
// Descriptions: one sentence of context and one of next steps.
const CONTEXTS = words(
  'Raised in the weekly meeting.|Requested by the department head.|Follow-up from the last audit.|' +
    'Customer escalation, see the ticket.|Part of the yearly plan.|Blocked until the figures arrive.|' +
    'Carried over from last quarter.|Needed for the compliance deadline.|Agreed with the team lead.|' +
    'Small change, low risk.|Depends on the vendor reply.|Suggested in the staff survey.',
);
const NEXT_STEPS = words(
  'Share a draft with the team for comments.|Book a call with the stakeholders.|' +
    'Update the shared spreadsheet when done.|Attach the final version to this task.|' +
    'Check the numbers against last year.|Ask Finance to sign off.|Keep the customer informed.|' +
    'Note open questions in the comments.|Coordinate with the project lead.|' +
    'Close once the change is live.|Estimate the effort before starting.',
);

/** A SQL text[] literal of constant words (ours, not user input). */
const textArray = (words: readonly string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** A pseudo-random 0..2^32-1 from the task number g and an odd multiplier, as SQL. */
const hashOf = (multiplier: number) => sql.raw(`((g::bigint * ${multiplier}) % 4294967296)`);

/** The task's name and description, as SQL over the task number g. */
function nameAndDescription() {
  const h = hashOf(2654435761);
  const d = hashOf(2246822519);
  const [nv, no, nq] = [VERBS.length, OBJECTS.length, QUALIFIERS.length];
  const n = (value: number) => sql.raw(String(value));
  return [
    sql`left(rtrim(
      (${textArray(VERBS)})[1 + ${h} % ${n(nv)}] || ' ' ||
      (${textArray(OBJECTS)})[1 + (${h} / ${n(nv)}) % ${n(no)}] || ' ' ||
      (${textArray(QUALIFIERS)})[1 + (${h} / ${n(nv * no)}) % ${n(nq)}]), 50)`,
    sql`(${textArray(CONTEXTS)})[1 + ${d} % ${n(CONTEXTS.length)}] || ' ' ||
      (${textArray(NEXT_STEPS)})[1 + (${d} / 16) % ${n(NEXT_STEPS.length)}]`,
  ] as const;
}
const BRANCHING = 5;
const CHUNK = 1000;

export interface GeneratedOrg {
  /** Everyone's ids, in tree order: index 0 is the Super admin, i's manager is (i - 1) / 5. */
  userIds: string[];
  emails: string[];
  password: string;
}

export const managerIndexOf = (i: number) => (i === 0 ? null : Math.floor((i - 1) / BRANCHING));

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Fills an empty database with an organisation of the given shape; every account uses DEMO_PASSWORD. */
export async function generateOrganisation(
  db: Db,
  shape: OrgShape,
  log: (line: string) => void = () => {},
): Promise<GeneratedOrg> {
  const [existing] = await db.select({ id: orgSettings.id }).from(orgSettings);
  if (existing) throw new Error('This database already holds an organisation; use an empty one.');
  await db
    .insert(orgSettings)
    .values({ id: 1, name: 'Benchmark organisation', timeZone: DEFAULT_TIME_ZONE, demo: false });
  const [superAdmin] = await db
    .insert(roles)
    .values([{ name: 'Super admin', systemKey: 'superAdmin' }])
    .returning({ id: roles.id });
  const [employee] = await db.insert(roles).values({ name: 'Employee' }).returning({ id: roles.id });

  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig({}).scryptLog2N);
  const userIds = Array.from({ length: shape.users }, () => randomUUID());
  const emails = userIds.map((_, i) => `user${i}@bench.example.com`);
  const now = new Date();
  await insertChunked(
    userIds.map((id, i) => ({
      id,
      email: emails[i]!,
      passwordHash,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      employeeCode: `B${i}`,
      roleId: i === 0 ? superAdmin!.id : employee!.id,
      reportingManagerId: i === 0 ? null : userIds[managerIndexOf(i)!]!,
      emailConfirmedAt: now,
      passwordChangedAt: now,
    })),
    (chunk) => db.insert(users).values(chunk),
  );
  await insertChunked(
    userIds.slice(1).flatMap((userId) => ALL_PERMISSIONS.map((permission) => ({ userId, permission }))),
    (chunk) => db.insert(userPermissions).values(chunk),
  );
  log(`${shape.users} people`);

  const projectIds: number[] = [];
  await insertChunked(
    Array.from({ length: shape.projects }, (_, p) => ({
      name: `Project ${p + 1}`,
      description: `Benchmark project ${p + 1}`,
      createdById: userIds[0]!,
    })),
    async (chunk) => {
      const rows = await db.insert(projects).values(chunk).returning({ id: projects.id });
      projectIds.push(...rows.map((r) => r.id));
    },
  );
  const memberships = new Set<string>();
  if (shape.layout === 'peer') {
    // Everyone on one project, round robin; the Super admin fills the last short one, so that with
    // 2,000 people and 40 projects every project has exactly 50 members.
    for (let i = 1; i < shape.users; i++) memberships.add(`${(i - 1) % shape.projects}:${i}`);
    if (shape.users > 0 && shape.projects > 0) memberships.add(`${(shape.users - 1) % shape.projects}:0`);
  } else {
    // Everyone works on two projects; managers belong to every project of the people below them.
    const homeProjects = (i: number) => [i % shape.projects, (i * 7 + 3) % shape.projects];
    for (let i = 1; i < shape.users; i++) {
      for (const p of homeProjects(i)) {
        for (let m: number | null = i; m !== null; m = managerIndexOf(m)) {
          const key = `${p}:${m}`;
          if (memberships.has(key)) break;
          memberships.add(key);
        }
      }
    }
  }
  await insertChunked([...memberships], (chunk) =>
    db.insert(projectMembers).values(
      chunk.map((key) => {
        const [p, u] = key.split(':').map(Number) as [number, number];
        return { projectId: projectIds[p]!, userId: userIds[u]! };
      }),
    ),
  );
  log(`${shape.projects} projects, ${memberships.size} memberships`);

  // Fresh statistics, so that the planner of the count triggers knows the tree is large.
  await db.execute(sql`analyze users, user_closure, project_members`);

  // Tasks in SQL, set-based, 100,000 a statement; names and descriptions vary (see VERBS).
  await db.execute(sql`create temporary table bench_people as
    select (row_number() over (order by (substring(employee_code from 2))::int) - 1)::int as idx,
           id, coalesce(reporting_manager_id, id) as manager_id
    from users`);
  await db.execute(sql`create temporary table bench_projects as
    select (row_number() over (order by id) - 1)::int as idx, id from projects`);
  const people = shape.users - 1;
  const batch = 100_000;
  const [nameSql, descriptionSql] = nameAndDescription();
  const what = hashOf(3812015801);
  const taskValues =
    shape.layout === 'peer'
      ? // Each goes to a random member (one in ten unassigned) of their one project, from their
        // manager; 70 % open, due within 180 days of today, 3 % deleted.
        {
          assignee: hashOf(1597334677),
          project: sql`(p.idx - 1) % ${shape.projects}`,
          unassigned: sql`${what} % 10 = 0`,
          due: sql`current_date + ((${what} / 10) % 361)::int - 180`,
          status: sql`(array['New','Active','In-progress','New','Active','In-progress','Active',
                      'Completed','Closed','In-active'])[1 + (${what} / 3610) % 10]`,
          deleted: sql`(${what} / 36100) % 100 < 3`,
          createdMinutesAgo: hashOf(2147483629),
        }
      : // Each goes to someone (one in ten unassigned), from their manager, in one of the
        // assignee's home projects, in every status, due from 40 days ago to 80 days ahead.
        {
          assignee: sql`g`,
          project: sql`case when g % 2 = 0
            then (1 + (g % ${people})) % ${shape.projects}
            else ((1 + (g % ${people})) * 7 + 3) % ${shape.projects} end`,
          unassigned: sql`g % 10 = 0`,
          due: sql`current_date + ((g % 121) - 40)`,
          status: sql`(array['New','Active','In-progress','Completed','Closed','In-active'])[1 + (g % 6)]`,
          deleted: sql`g % 50 = 0`,
          createdMinutesAgo: sql`g`,
        };
  for (let start = 1; start <= shape.tasks; start += batch) {
    const end = Math.min(shape.tasks, start + batch - 1);
    await db.execute(sql`insert into tasks
        (name, project_id, assigned_to_id, assigned_by_id, created_by_id, due_date, description, status, is_deleted, created_at)
      select ${nameSql}, pr.id, case when ${taskValues.unassigned} then null else p.id end,
             p.manager_id, p.manager_id, ${taskValues.due}, ${descriptionSql}, ${taskValues.status}::task_status,
             ${taskValues.deleted}, now() - make_interval(mins => (${taskValues.createdMinutesAgo} % 525600)::int)
      from generate_series(${start}::int, ${end}::int) g
      join bench_people p on p.idx = 1 + (${taskValues.assignee} % ${people})
      join bench_projects pr on pr.idx = ${taskValues.project}`);
    log(`${end} tasks`);
  }
  await db.execute(sql`drop table bench_people`);
  await db.execute(sql`drop table bench_projects`);
  await db.execute(sql`analyze`);
  return { userIds, emails, password: DEMO_PASSWORD };
}

/** The organisation an earlier run generated here, or null when the database holds none. */
export async function findGeneratedOrganisation(db: Db): Promise<GeneratedOrg | null> {
  const rows = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from users where email like 'user%@bench.example.com'
        order by (substring(employee_code from 2))::int`,
  );
  if (rows.length === 0) return null;
  return { userIds: rows.map((r) => r.id), emails: rows.map((r) => r.email), password: DEMO_PASSWORD };
}

/** The person with the most people below them, short of the Super admin: who the bench measures. */
export async function busiestManager(db: Db): Promise<{ id: string; email: string; below: number }> {
  const [row] = await queryRows<{ id: string; email: string; below: number }>(
    db,
    sql`with recursive tree as (
        select id as root, id from users where reporting_manager_id = (select id from users where reporting_manager_id is null limit 1)
        union all
        select t.root, u.id from users u join tree t on u.reporting_manager_id = t.id
      )
      select u.id, u.email, count(*)::int - 1 as below from tree join users u on u.id = tree.root
      group by u.id, u.email order by below desc, u.email limit 1`,
  );
  if (!row) throw new Error('No manager found');
  return row;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('../server/db/client.ts');
  const { applyMigrations } = await import('../server/db/migrate.ts');
  const dirIndex = process.argv.indexOf('--data-dir');
  const dataDir = dirIndex >= 0 ? process.argv[dirIndex + 1] : (process.env.DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await applyMigrations(database, databaseUrl);
    const shape = shapeFromArgs();
    const started = Date.now();
    await generateOrganisation(database.db, shape, (line) => console.log(line));
    console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
