import { useQuery } from '@tanstack/react-query';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** One appraisal with its answers (and the manager's part when the viewer may see it). */
export function useAppraisal(id: number | null) {
  return useQuery({
    queryKey: appraisalKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<AppraisalDetail>(`/appraisals/${id}`, { signal }),
    enabled: id !== null,
  });
}
