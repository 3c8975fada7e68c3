import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cycle, CycleBody } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** Opens a cycle (an appraisal for every active person); 409 cycle_name_taken when the name is in use. */
export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CycleBody) => apiClient.post<Cycle>('/appraisals/cycles', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appraisalKeys.all }),
  });
}
