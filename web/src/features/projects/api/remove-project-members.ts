import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProjectMembersBody,
  ProjectMembersChangeResponse,
} from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/**
 * Removes people from a project's team (DeleteProjectUser); their open tasks there go to their
 * manager, so task lists are refreshed too.
 */
export function removeProjectMembers(
  id: number,
  body: ProjectMembersBody,
): Promise<ProjectMembersChangeResponse> {
  return apiClient.post<ProjectMembersChangeResponse>(`/projects/${id}/members/remove`, body);
}

export function useRemoveProjectMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectMembersBody) => removeProjectMembers(id, body),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
