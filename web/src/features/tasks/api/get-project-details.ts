import { useQuery } from '@tanstack/react-query';
import type { ProjectDetails } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function fetchProjectDetails(guid: string, signal?: AbortSignal): Promise<ProjectDetails> {
  return apiClient.get<ProjectDetails>(`/projects/${encodeURIComponent(guid)}/details`, { signal });
}

/**
 * A project's name and numeric id, for the task view of a project (spec 001 §6); a 404 when the
 * project is outside the caller's sight.
 */
export function useProjectDetails(guid: string | null) {
  return useQuery({
    queryKey: ['projects', 'details', guid],
    queryFn: ({ signal }) => fetchProjectDetails(guid ?? '', signal),
    enabled: guid !== null,
  });
}
