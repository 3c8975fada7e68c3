/** The objects the route fuzz aims at, and plausible request values that point at them. */
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../db/client.ts';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { createUser } from '../fixtures.ts';
import type { Org } from '../org-fixture.ts';
import { matching } from './hostile-arbitraries.ts';
import { isDaySchema, type JsonSchema, type Operation } from './openapi-operations.ts';

const FUZZ_PASSWORD = 'Fuzz#Pass2026'; // never the real one, so no probe can change a password
const FUTURE_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** Values no JSON schema can express: a real country and its dialling code. */
const KNOWN_GOOD: Record<string, unknown> = {
  countryIso: 'IN',
  countryCode: '+91',
  phoneNumber: '9876543210',
};

function fits(text: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(text);
}

/** What plausible values point at: objects made for the walk, so that writes never touch the admin. */
export class WalkTargets {
  userId = '';
  projectId = 0;
  projectGuid = '';
  taskId = 0;
  /** URLs the app handed out (an avatar's), for the routes that serve them. */
  readonly urls: string[] = [];
  private serial = 0;
  private readonly db: Db;
  private readonly org: Org;
  /** The account that sign-in and recovery probes go to, so that their throttles never lock out the admin. */
  private readonly loginEmail: string;

  private constructor(db: Db, org: Org, loginEmail: string) {
    this.db = db;
    this.org = org;
    this.loginEmail = loginEmail;
  }

  static async create(db: Db, org: Org): Promise<WalkTargets> {
    const targets = new WalkTargets(
      db,
      org,
      (await createUser(db, { email: 'fuzz.login@example.com' })).email,
    );
    await targets.seed();
    return targets;
  }

  private async seed(): Promise<void> {
    const user = await createUser(this.db, { managerId: this.org.superAdmin.id });
    const [project] = await this.db
      .insert(projects)
      .values({ name: `Fuzz target ${++this.serial}`, description: 'Fuzz target' })
      .returning();
    await this.db.insert(projectMembers).values({ projectId: project!.id, userId: user.id });
    const [task] = await this.db
      .insert(tasks)
      .values({
        name: 'Fuzz target',
        description: 'Fuzz target',
        dueDate: FUTURE_DATE,
        projectId: project!.id,
        assignedToId: user.id,
        assignedById: this.org.superAdmin.id,
        createdById: this.org.superAdmin.id,
      })
      .returning();
    this.userId = user.id;
    this.projectId = project!.id;
    this.projectGuid = project!.guid;
    this.taskId = task!.id;
  }

  /** After a successful write: new targets if it deleted, deactivated or unlinked the current ones. */
  async refresh(): Promise<void> {
    const rows = await this.db
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(projects, and(eq(projects.id, tasks.projectId), isNull(projects.deletedAt)))
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, this.userId)),
      )
      .innerJoin(users, and(eq(users.id, this.userId), eq(users.isActive, true), isNull(users.deletedAt)))
      .where(and(eq(tasks.id, this.taskId), eq(tasks.isDeleted, false), eq(projects.id, this.projectId)));
    if (rows.length === 0) await this.seed();
  }

  /** A value the schema accepts, pointing at the walk's own objects; `hint` is the field's name. */
  plausible(schema: JsonSchema, hint: string, op: Operation): unknown {
    if (hint in KNOWN_GOOD) return KNOWN_GOOD[hint];
    const s = schema.anyOf?.at(-1) ?? schema.oneOf?.at(-1) ?? schema;
    if (s.enum?.length) return s.enum[0];
    switch (s.type) {
      case 'string':
        return this.plausibleText(s, hint, op);
      case 'integer':
      case 'number':
        if (/task/i.test(hint)) return this.taskId;
        if (/project/i.test(hint)) return this.projectId;
        return Math.max(1, s.minimum ?? 1);
      case 'boolean':
        return true;
      case 'array':
        return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
          this.plausible(s.items ?? {}, hint, op),
        );
      case 'object':
        return Object.fromEntries(
          (s.required ?? []).map((k) => [k, this.plausible(s.properties?.[k] ?? {}, k, op)]),
        );
      default:
        return 'fuzz';
    }
  }

  private plausibleText(schema: JsonSchema, hint: string, op: Operation): string {
    if (schema.format === 'uuid') {
      if (/manager/i.test(hint)) return this.org.superAdmin.id;
      if (/department/i.test(hint)) return this.org.department.id;
      if (/designation/i.test(hint)) return this.org.designation.id;
      if (/role/i.test(hint)) return this.org.employeeRole.id;
      if (/project|guid/i.test(hint)) return this.projectGuid;
      return this.userId;
    }
    if (/email/i.test(hint))
      return op.path.includes('/auth/') ? this.loginEmail : `fuzz.${++this.serial}@example.com`;
    if (/password/i.test(hint)) return FUZZ_PASSWORD;
    if (isDaySchema(schema)) return FUTURE_DATE;
    const n = ++this.serial;
    const named = [`Fuzz${n}`, `Fuzz ${n}`].find((c) => fits(c, schema));
    if (named) return named;
    // Only when neither fits: sampling from a pattern costs more than the rest of a request.
    const arbitrary = schema.pattern ? matching(schema.pattern) : null;
    const sampled = arbitrary
      ? fc.sample(arbitrary, { seed: n, numRuns: 20 }).find((c) => fits(c, schema))
      : undefined;
    if (sampled) return sampled;
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }

  /** Path values from a URL the app handed out, when one fits the template. */
  knownPathValues(op: Operation): Record<string, string> {
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]+)')}$`);
    for (const url of this.urls) {
      const match = pattern.exec(url);
      if (match) return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    }
    return {};
  }
}
