import type { Readable } from 'node:stream';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PROJECT_AVATARS_SHOWN,
  PROJECT_DETAILS_MEMBERS_SHOWN,
  PROJECT_MESSAGES,
  type MemberOptionsResponse,
  type MemberPreview,
  type ProjectAvailability,
  type ProjectDetails,
  type ProjectListQuery,
  type ProjectListResponse,
} from '../../../shared/schemas/projects.schema.ts';
import { people, scopeOf, scopeSql, findPersonName } from '../users/users.queries.ts';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SearchTerms } from '../../lib/text-search.ts';
import { notFound } from '../../lib/errors.ts';
import type { StoredFileOwner } from '../../lib/storage.ts';
import { organisationToday } from '../org/org.service.ts';
import { findMemberPreviews, findPeopleOptions } from './project-members.repository.ts';
import type { ProjectTasks } from './project-tasks.ts';
import { PROJECT_GATES, PROJECT_POLICY, canCreateProject, projectAbilities } from './projects.policy.ts';
import { presentPersonOption, presentPreview, presentProject, thumbnailUrl } from './projects.presenter.ts';
import {
  findProjectsPage,
  findVisibleProject,
  projectNameTaken,
  thumbnailKeyInUse,
  thumbnailKeys,
  findProjectHits,
  type ProjectRow,
} from './projects.repository.ts';

/** A project the caller sees, by id or guid; anything else is a 404 that does not tell it exists. */
export async function loadVisibleProject(
  ctx: AppContext,
  actor: SessionUser,
  key: { id: number } | { guid: string },
): Promise<ProjectRow> {
  const row = await findVisibleProject(ctx.db, scopeOf(actor), key);
  authorize(PROJECT_POLICY, actor, 'view', row);
  return row;
}

async function previewsOf(ctx: AppContext, projectIds: number[], limit: number) {
  const rows = await findMemberPreviews(ctx.db, projectIds, limit);
  const byProject = new Map<number, MemberPreview[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(presentPreview(row));
    byProject.set(row.projectId, list);
  }
  return byProject;
}

/** The global search's projects: those the caller's projects list shows. */
export async function searchProjects(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'project'>>> {
  const rows = await findProjectHits(ctx.db, scopeOf(actor), terms, limit);
  return rows.map((row) => ({ kind: 'project', ...row }));
}

/** The projects list (spec 001 §2.6): the projects the caller sees, 12 a page, by name. */
export async function listProjects(
  ctx: AppContext,
  actor: SessionUser,
  query: ProjectListQuery,
): Promise<ProjectListResponse> {
  const { rows, total } = await findProjectsPage(ctx.db, scopeOf(actor), query);
  const previews = await previewsOf(
    ctx,
    rows.map((r) => r.id),
    PROJECT_AVATARS_SHOWN,
  );
  const abilities = projectAbilities(actor);
  return {
    items: rows.map((row) => presentProject(row, previews.get(row.id) ?? [], abilities)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    canCreate: canCreateProject(actor),
  };
}

/**
 * Project details (spec 001 §2.8): the project, who created it, the status counts of the tasks
 * the caller may see in it, and the first members.
 */
export async function getProjectDetails(
  ctx: AppContext,
  tasks: ProjectTasks,
  actor: SessionUser,
  key: { id: number } | { guid: string },
): Promise<ProjectDetails> {
  const row = await loadVisibleProject(ctx, actor, key);
  const today = await organisationToday(ctx);
  const [counts, previews, creatorName] = await Promise.all([
    tasks.counts(ctx.db, scopeOf(actor), row.id, today),
    previewsOf(ctx, [row.id], PROJECT_DETAILS_MEMBERS_SHOWN),
    row.createdById ? findPersonName(ctx.db, row.createdById) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    description: row.description,
    thumbnailUrl: thumbnailUrl(row.id, row.thumbnailKey),
    createdBy: row.createdById && creatorName ? { id: row.createdById, fullName: creatorName } : null,
    counts,
    memberCount: row.memberCount,
    members: previews.get(row.id) ?? [],
    abilities: projectAbilities(actor),
  };
}

/** The on-blur duplicate check of the add and edit forms. */
export async function checkProjectName(
  ctx: AppContext,
  actor: SessionUser,
  input: { name: string; excludeId?: number | undefined },
): Promise<ProjectAvailability> {
  authorize(PROJECT_GATES, actor, 'checkName');
  if (!input.name.trim()) return { available: true, message: null };
  const taken = await projectNameTaken(ctx.db, input.name, input.excludeId);
  return { available: !taken, message: taken ? PROJECT_MESSAGES.nameExists : null };
}

/**
 * The people the users multi-selects offer: active people in the caller's scope, by name, with
 * their e-mail. For a team's Add user, those already in it are left out.
 */
export async function getMemberOptions(
  ctx: AppContext,
  actor: SessionUser,
  input: { projectId?: number | undefined },
): Promise<MemberOptionsResponse> {
  authorize(PROJECT_GATES, actor, 'choosePeople');
  if (input.projectId) await loadVisibleProject(ctx, actor, { id: input.projectId });
  const rows = await findPeopleOptions(ctx.db, scopeSql(scopeOf(actor), people.id), input.projectId);
  return { items: rows.map(presentPersonOption) };
}

/** A visible project's thumbnail file, or a 404. */
export async function readThumbnail(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<{ stream: Readable; size: number; extension: string }> {
  const row = await loadVisibleProject(ctx, actor, { id });
  const file = row.thumbnailKey ? await ctx.storage.read(row.thumbnailKey) : null;
  if (!row.thumbnailKey || !file) throw notFound('File not found.');
  return { ...file, extension: row.thumbnailKey.slice(row.thumbnailKey.lastIndexOf('.') + 1) };
}

/** Project thumbnails, kept while a project shows them. */
export const projectThumbnailFiles: StoredFileOwner = {
  folders: ['thumbnails'],
  isInUse: thumbnailKeyInUse,
  keysInUse: thumbnailKeys,
};
