import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { workSiteKeys } from './work-site-keys.ts';

/** Deletes a work site; the people bound to no other site may then check in anywhere. */
export function deleteWorkSite(id: number): Promise<void> {
  return apiClient.delete<void>(`/work-sites/${id}`);
}

export function useDeleteWorkSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkSite,
    // A refusal (the site is already gone) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workSiteKeys.all }),
  });
}
