import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProjectMembersBody,
  ProjectMembersChangeResponse,
} from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/** Adds people to a project's team (AddProjectUser). */
export function addProjectMembers(
  id: number,
  { body, idempotencyKey }: IdempotentRequest<ProjectMembersBody>,
): Promise<ProjectMembersChangeResponse> {
  return apiClient.post<ProjectMembersChangeResponse>(`/projects/${id}/members`, body, { idempotencyKey });
}

export function useAddProjectMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IdempotentRequest<ProjectMembersBody>) => addProjectMembers(id, request),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
