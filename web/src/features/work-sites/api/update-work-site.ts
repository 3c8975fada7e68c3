import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkSite, WorkSiteBody } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { workSiteKeys } from './work-site-keys.ts';

/** Replaces a site's name, place and radius, and its people: those not listed are unbound from it. */
export function updateWorkSite(id: number, body: WorkSiteBody): Promise<WorkSite> {
  return apiClient.put<WorkSite>(`/work-sites/${id}`, body);
}

export function useUpdateWorkSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WorkSiteBody }) => updateWorkSite(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workSiteKeys.all }),
  });
}
