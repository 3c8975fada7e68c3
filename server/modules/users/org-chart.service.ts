import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { ChartNode, OrgChartResponse, SubtreeNode } from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { findChartPeople } from './org-chart.repository.ts';
import { findTreeRows } from './hierarchy.repository.ts';
import { authorizeTeamMember, isInScopeCached, scopeOf, type Scope } from './scope.ts';
import { avatarUrl } from '../../../shared/rules/people.ts';

type ChartRow = Awaited<ReturnType<typeof findChartPeople>>[number];

function toNode(row: ChartRow): ChartNode {
  return {
    id: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    initials: `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toUpperCase(),
    designation: row.designation,
    department: row.department,
    avatarUrl: avatarUrl(row.avatarKey),
    teamCount: row.teamCount,
  };
}

/**
 * The organisation chart around one person (spec 001 §2.9): their manager, themself and their
 * direct reports. The person must be within the caller's scope; their manager is shown either way.
 */
export async function getOrgChart(
  ctx: AppContext,
  actor: SessionUser,
  viewScope: Scope,
  personId: string | undefined,
): Promise<OrgChartResponse> {
  const id = personId ?? viewScope.userId;
  const person = await authorizeTeamMember(
    ctx,
    actor,
    scopeOf(actor),
    id,
    async () => (await findChartPeople(ctx.db, { ids: [id] }))[0],
  );
  const [manager] = person.managerId ? await findChartPeople(ctx.db, { ids: [person.managerId] }) : [];
  const reports = await findChartPeople(ctx.db, { managerId: id });
  return {
    manager: manager ? toNode(manager) : null,
    person: toNode(person),
    reports: reports.map(toNode),
    canGoUp: Boolean(manager) && (await isInScopeCached(ctx, scopeOf(actor), manager!.id)),
  };
}

/** The hierarchy selector's tree: the caller and everyone below them (everyone, for an Admin). */
export async function getSubtree(ctx: AppContext, actor: SessionUser): Promise<SubtreeNode[]> {
  const scope = scopeOf(actor);
  const rows = await findTreeRows(ctx.db, scope.all ? null : actor.id);
  return rows.map((r) => ({
    id: r.id,
    fullName: `${r.firstName} ${r.lastName}`,
    designation: r.designation,
    managerId: r.managerId,
    level: r.level,
  }));
}
