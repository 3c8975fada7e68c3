import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectMembersResponse } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export function fetchProjectMembers(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ProjectMembersResponse> {
  return apiClient.get<ProjectMembersResponse>(`/projects/${id}/members?page=${page}`, { signal });
}

/** One page (10 rows) of a project's team, by name; the last page stays while the next loads. */
export function useProjectMembers(id: number, page: number) {
  return useQuery({
    queryKey: projectKeys.members(id, page),
    queryFn: ({ signal }) => fetchProjectMembers(id, page, signal),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });
}
