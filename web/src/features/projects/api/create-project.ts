import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, ProjectDetails } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/** Adds a project: its team becomes the chosen users, their managers and the creator. */
export function createProject({
  body,
  idempotencyKey,
}: IdempotentRequest<CreateProjectBody>): Promise<ProjectDetails> {
  return apiClient.post<ProjectDetails>('/projects', body, { idempotencyKey });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
