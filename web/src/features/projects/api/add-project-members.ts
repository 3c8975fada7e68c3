import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProjectMembersBody,
  ProjectMembersChangeResponse,
} from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/** Adds people to a project's team (AddProjectUser). */
export function addProjectMembers(
  id: number,
  body: ProjectMembersBody,
): Promise<ProjectMembersChangeResponse> {
  return apiClient.post<ProjectMembersChangeResponse>(`/projects/${id}/members`, body);
}

export function useAddProjectMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectMembersBody) => addProjectMembers(id, body),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
