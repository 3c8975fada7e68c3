import type {
  MemberPreview,
  PersonOption,
  ProjectAbilities,
  ProjectListItem,
  ProjectMemberRow,
} from '../../../shared/schemas/projects.schema.ts';
import { avatarUrl, fullName } from '../../../shared/rules/people.ts';
import type { PersonRow } from './project-members.repository.ts';
import type { ProjectRow } from './projects.repository.ts';

/**
 * Thumbnails are served by GET /projects/{id}/thumbnail, which checks that the caller sees the
 * project. The file name in `v` changes with the picture, so browsers may cache each one for good.
 */
export function thumbnailUrl(projectId: number, key: string | null): string | null {
  if (!key) return null;
  const name = key.slice(key.indexOf('/') + 1, key.lastIndexOf('.'));
  return `/api/v1/projects/${projectId}/thumbnail?v=${encodeURIComponent(name)}`;
}

export function presentPreview(row: {
  id: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
}): MemberPreview {
  return { id: row.id, fullName: fullName(row.firstName, row.lastName), avatarUrl: avatarUrl(row.avatarKey) };
}

/** A projects-list card: every field listed by hand, so nothing else leaks. */
export function presentProject(
  row: ProjectRow,
  members: MemberPreview[],
  abilities: ProjectAbilities,
): ProjectListItem {
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    description: row.description,
    thumbnailUrl: thumbnailUrl(row.id, row.thumbnailKey),
    memberCount: row.memberCount,
    members,
    abilities,
  };
}

export function presentPersonOption(row: PersonRow): PersonOption {
  return {
    id: row.id,
    fullName: fullName(row.firstName, row.lastName),
    email: row.email,
    avatarUrl: avatarUrl(row.avatarKey),
  };
}

export function presentMemberRow(row: PersonRow, canRemove: boolean): ProjectMemberRow {
  return {
    id: row.id,
    fullName: fullName(row.firstName, row.lastName),
    email: row.email,
    avatarUrl: avatarUrl(row.avatarKey),
    isActive: row.isActive,
    userType: 'Member',
    abilities: { remove: canRemove },
  };
}
