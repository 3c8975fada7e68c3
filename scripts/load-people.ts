/**
 * People for `npm run load` (scripts/load.ts): adds `count` employees to the demo organisation, so
 * that a thousand virtual users are a thousand people, each with their own tasks, leave balances
 * and attendance, as in a company of that size (not a thousand tabs of the demo's thirteen,
 * queueing on the same few tasks). Each is an employee like the demo's (same role, permissions,
 * country and department); one in six leads a team under one of the demo's managers, the others
 * are in those teams. Each works on their manager's projects, has the year's leave allocation and
 * five tasks from their manager in every state and due date. Every account uses the demo's
 * password.
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { openDatabase, queryRows, type Db, type OpenDatabaseOptions } from '../server/db/client.ts';
import { loadConfig } from '../server/config.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { createDefaultAllocation } from '../server/modules/leave/leave-ledger.repository.ts';

const TASKS_EACH = 5;
/** About as many people in a team as its lead has direct reports. */
const TEAM_SIZE = 6;
const BATCH = 500;

/** The address of the i-th person added (from 1). */
export const loadPersonEmail = (i: number) => `member${i}@load.example.com`;

/** Opens the database (embedded in a data folder, or PostgreSQL), adds the people and closes it. */
export async function addLoadPeopleTo(
  where: OpenDatabaseOptions,
  count: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  if (count <= 0) return;
  log(`Adding ${count} people to the demo organisation…`);
  const database = await openDatabase(where);
  try {
    await addLoadPeople(database.db, count);
  } finally {
    await database.close();
  }
}

async function addLoadPeople(db: Db, count: number): Promise<void> {
  // A demo employee to be like: someone with a manager and no reports, with permissions.
  const [template] = await queryRows<{
    id: string;
    role_id: string;
    department_id: string | null;
    designation_id: string | null;
  }>(
    db,
    sql`select u.id, u.role_id, u.department_id, u.designation_id from users u
        where u.reporting_manager_id is not null and u.is_active
          and not exists (select 1 from users r where r.reporting_manager_id = u.id)
          and exists (select 1 from user_permissions p where p.user_id = u.id)
        order by u.employee_code limit 1`,
  );
  if (!template)
    throw new Error('No employee to model the load people on: seed the demo organisation first.');
  const managers = await queryRows<{ id: string }>(
    db,
    sql`select m.id from users m
        where m.is_active and m.reporting_manager_id is not null
          and exists (select 1 from users r where r.reporting_manager_id = m.id)
          and exists (select 1 from project_members pm where pm.user_id = m.id)
        order by m.employee_code`,
  );
  if (managers.length === 0) throw new Error('The organisation has no manager with a project.');
  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig({}).scryptLog2N);

  const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(
    db,
    sql`select count(*)::int + 1 as first from users where email like 'member%@load.example.com'`,
  );
  // A tree as in a company: one in six leads a team under one of the demo's managers, the others
  // are in those teams (about five each), so no manager has hundreds of direct reports.
  const leads = Math.max(1, Math.ceil(count / TEAM_SIZE));
  const leadIds: string[] = [];
  const indices = Array.from({ length: count }, (_, k) => first + k);
  const add = async (batch: number[], managerOf: (k: number) => string) => {
    const values = sql.join(
      batch.map(
        (i, k) =>
          sql`(${loadPersonEmail(i)}, ${passwordHash}, 'Member', ${String(i)}, 'IN', '+91',
               ${`7${String(i).padStart(9, '0')}`}, ${`LD${i}`}, ${template.department_id}::uuid,
               ${template.designation_id}::uuid, ${template.role_id}::uuid, ${managerOf(k)}::uuid, now(), now())`,
      ),
      sql`, `,
    );
    const added = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, first_name, last_name, country_iso, country_code,
            phone_number, employee_code, department_id, designation_id, role_id, reporting_manager_id,
            email_confirmed_at, password_changed_at)
          values ${values} returning id`,
    );
    const ids = added.map((row) => row.id);
    // One array parameter (a list in a template would be one parameter per id).
    const idArray = `{${ids.join(',')}}`;
    await db.execute(sql`insert into user_permissions (user_id, permission)
      select u.id, p.permission from unnest(${idArray}::uuid[]) u(id)
      cross join (select permission from user_permissions where user_id = ${template.id}) p`);
    // Fresh statistics first: with those of a small organisation, the trigger that counts what new
    // project members see (migration 0004) scans every user for each of their tasks (minutes for 500).
    await db.execute(sql`analyze users, user_closure`);
    // Their manager's projects, and five tasks from the manager in one of them.
    await db.execute(sql`insert into project_members (project_id, user_id)
      select pm.project_id, u.id from users u join project_members pm on pm.user_id = u.reporting_manager_id
      where u.id = any(${idArray}::uuid[]) on conflict do nothing`);
    await db.execute(sql`insert into tasks
        (name, project_id, assigned_to_id, assigned_by_id, created_by_id, due_date, description, status)
      select (array['Prepare the weekly report', 'Review the test plan', 'Update the customer list',
                    'Plan the team offsite', 'Check the invoices'])[1 + n],
             (select min(pm.project_id) from project_members pm where pm.user_id = u.id),
             u.id, u.reporting_manager_id, u.reporting_manager_id, current_date + (n * 9 - 12),
             'Set up for the load run.',
             (array['New', 'Active', 'In-progress', 'Completed', 'New'])[1 + n]::task_status
      from users u cross join generate_series(0, ${TASKS_EACH - 1}) n
      where u.id = any(${idArray}::uuid[])`);
    for (const userId of ids)
      await createDefaultAllocation(db, { userId, gender: null, maritalStatus: null });
    return ids;
  };
  for (let start = 0; start < leads; start += BATCH) {
    const batch = indices.slice(start, Math.min(leads, start + BATCH));
    leadIds.push(...(await add(batch, (k) => managers[(start + k) % managers.length]!.id)));
  }
  for (let start = leads; start < count; start += BATCH) {
    const batch = indices.slice(start, Math.min(count, start + BATCH));
    await add(batch, (k) => leadIds[(start + k) % leads]!);
  }
  await db.execute(sql`analyze`);
}
