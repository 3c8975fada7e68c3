import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkSite, WorkSiteBody } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { workSiteKeys } from './work-site-keys.ts';

/** Adds a work site and binds its people; 409 work_site_name_taken when the name is in use. */
export function createWorkSite({ body, idempotencyKey }: IdempotentRequest<WorkSiteBody>): Promise<WorkSite> {
  return apiClient.post<WorkSite>('/work-sites', body, { idempotencyKey });
}

export function useCreateWorkSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workSiteKeys.all }),
  });
}
