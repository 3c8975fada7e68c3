import { useQuery } from '@tanstack/react-query';
import type { MyAppraisalsResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { APPRAISALS_KEY } from './get-cycles.ts';

/** The viewer's own appraisals, newest cycle first. */
export function useMyAppraisals() {
  return useQuery({
    queryKey: [...APPRAISALS_KEY, 'mine'],
    queryFn: ({ signal }) => apiClient.get<MyAppraisalsResponse>('/appraisals/mine', { signal }),
  });
}
