import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateProjectData } from './invalidate-projects.ts';

/** Deletes a project; the server refuses (409) while it has open tasks. */
export function deleteProject(id: number): Promise<void> {
  return apiClient.delete<void>(`/projects/${id}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; guid: string }) => deleteProject(id),
    onSuccess: (_data, { guid }) => invalidateProjectData(queryClient, guid),
  });
}
