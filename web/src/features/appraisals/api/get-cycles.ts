import { useQuery } from '@tanstack/react-query';
import type { CycleListResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** Every cycle, newest first; the counts by status for ManageAppraisals holders. */
export function useCycles() {
  return useQuery({
    queryKey: appraisalKeys.cycles(),
    queryFn: ({ signal }) => apiClient.get<CycleListResponse>('/appraisals/cycles', { signal }),
  });
}
