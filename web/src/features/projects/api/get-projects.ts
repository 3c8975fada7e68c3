import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  projectListQuerySchema,
  type ProjectListQuery,
  type ProjectListResponse,
} from '../../../../../shared/schemas/projects.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

/** The list's query, as the shared schema reads it. */
export type ProjectsListParams = ProjectListQuery;

export function fetchProjects(
  params: ProjectsListParams,
  signal?: AbortSignal,
): Promise<ProjectListResponse> {
  return apiClient.get<ProjectListResponse>(`/projects?${listQueryString(projectListQuerySchema, params)}`, {
    signal,
  });
}

/**
 * A page of the projects the caller sees (12 a page); the last page stays while the next loads.
 * The server scopes projects by team membership, not by the hierarchy selector, so no x-view-as.
 */
export function useProjects(params: ProjectsListParams) {
  return useQuery({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => fetchProjects(params, signal),
    placeholderData: keepPreviousData,
  });
}
