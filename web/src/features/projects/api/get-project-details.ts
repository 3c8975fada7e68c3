import { useQuery } from '@tanstack/react-query';
import type { ProjectDetails } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export const projectDetailsKey = projectKeys.details;

/** A project with its creator, task counts and first members; 404 when out of the caller's sight. */
export function fetchProjectDetails(guid: string, signal?: AbortSignal): Promise<ProjectDetails> {
  return apiClient.get<ProjectDetails>(`/projects/${encodeURIComponent(guid)}/details`, { signal });
}

export function useProjectDetails(guid: string) {
  return useQuery({
    queryKey: projectDetailsKey(guid),
    queryFn: ({ signal }) => fetchProjectDetails(guid, signal),
  });
}
