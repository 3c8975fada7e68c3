/**
 * The projects area's react-query keys, all under `projectKeys.all` (which a project change
 * invalidates, with the other areas that show projects: see invalidate-projects.ts).
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: object) => [...projectKeys.lists(), params] as const,
  details: (guid: string) => [...projectKeys.all, 'details', guid] as const,
  members: (id: number, page: number) => [...projectKeys.all, 'members', id, page] as const,
  memberOptions: (projectId: number | null) => [...projectKeys.all, 'member-options', projectId] as const,
};
