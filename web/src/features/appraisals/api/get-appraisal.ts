import { useQuery } from '@tanstack/react-query';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { APPRAISALS_KEY } from './get-cycles.ts';

export const appraisalKey = (id: number) => [...APPRAISALS_KEY, 'one', id] as const;

/** One appraisal with its answers (and the manager's part when the viewer may see it). */
export function useAppraisal(id: number | null) {
  return useQuery({
    queryKey: appraisalKey(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<AppraisalDetail>(`/appraisals/${id}`, { signal }),
    enabled: id !== null,
  });
}
