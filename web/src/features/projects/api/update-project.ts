import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetails, UpdateProjectBody } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { projectDetailsKey } from './get-project-details.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/** Edits a project's name, description and thumbnail (left out: kept; null: removed). */
export function updateProject(id: number, body: UpdateProjectBody): Promise<ProjectDetails> {
  return apiClient.put<ProjectDetails>(`/projects/${id}`, body);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateProjectBody }) => updateProject(id, body),
    onSuccess: (details) => {
      // The answer is the new details: show them at once, then refresh the rest.
      queryClient.setQueryData(projectDetailsKey(details.guid), details);
      invalidateProjectData(queryClient);
    },
  });
}
