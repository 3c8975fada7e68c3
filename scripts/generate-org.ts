/**
 * A large organisation for benchmarks: `users` people in a reporting tree where each manager has
 * five direct reports (so the people on the second level each have about a fifth of the
 * organisation below them), `projects` projects, and `tasks` tasks in every state.
 *
 *   node scripts/generate-org.ts --users 5000 --projects 200 --tasks 1000000 [--data-dir DIR]
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
}

export const BENCH_SHAPE: OrgShape = { users: 5000, projects: 200, tasks: 1_000_000 };
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
  // Everyone works on two projects; managers belong to every project of the people below them.
  const memberships = new Set<string>();
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

  // Tasks in SQL: each goes to someone (one in ten unassigned), from their manager, in one of the
  // assignee's home projects, in every status, due from 40 days ago to 80 days ahead.
  await db.execute(sql`create temporary table bench_people as
    select (row_number() over (order by (substring(employee_code from 2))::int) - 1)::int as idx,
           id, coalesce(reporting_manager_id, id) as manager_id
    from users`);
  await db.execute(sql`create temporary table bench_projects as
    select (row_number() over (order by id) - 1)::int as idx, id from projects`);
  const people = shape.users - 1;
  const batch = 100_000;
  for (let start = 1; start <= shape.tasks; start += batch) {
    const end = Math.min(shape.tasks, start + batch - 1);
    await db.execute(sql`insert into tasks
        (name, project_id, assigned_to_id, assigned_by_id, created_by_id, due_date, description, status, is_deleted, created_at)
      select 'Task ' || g,
             pr.id,
             case when g % 10 = 0 then null else p.id end,
             p.manager_id, p.manager_id,
             current_date + ((g % 121) - 40),
             'Generated task ' || g,
             (array['New','Active','In-progress','Completed','Closed','In-active'])[1 + (g % 6)]::task_status,
             g % 50 = 0,
             now() - make_interval(mins => (g % 525600)::int)
      from generate_series(${start}::int, ${end}::int) g
      join bench_people p on p.idx = 1 + (g % ${people})
      join bench_projects pr on pr.idx = case when g % 2 = 0
        then (1 + (g % ${people})) % ${shape.projects}
        else ((1 + (g % ${people})) * 7 + 3) % ${shape.projects} end`);
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

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
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
    const shape = {
      users: option('users', BENCH_SHAPE.users),
      projects: option('projects', BENCH_SHAPE.projects),
      tasks: option('tasks', BENCH_SHAPE.tasks),
    };
    const started = Date.now();
    await generateOrganisation(database.db, shape, (line) => console.log(line));
    console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
