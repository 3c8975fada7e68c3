import { useQuery } from '@tanstack/react-query';
import type { MyAppraisalsResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** The viewer's own appraisals, newest cycle first. */
export function useMyAppraisals() {
  return useQuery({
    queryKey: appraisalKeys.mine(),
    queryFn: ({ signal }) => apiClient.get<MyAppraisalsResponse>('/appraisals/mine', { signal }),
  });
}
