import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionSet, QuestionSetBody } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';
import { invalidateAppraisalsExcept } from './invalidate-appraisals.ts';

/** The categories and active questions (ManageAppraisals). */
export function useQuestionSet(enabled = true) {
  return useQuery({
    queryKey: appraisalKeys.questions(),
    queryFn: ({ signal }) => apiClient.get<QuestionSet>('/appraisals/questions', { signal }),
    enabled,
  });
}

/** Replaces the set: answered questions left out are retired by the server. */
export function useSaveQuestionSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionSetBody) => apiClient.put<QuestionSet>('/appraisals/questions', body),
    onSuccess: (set) => {
      queryClient.setQueryData(appraisalKeys.questions(), set);
      invalidateAppraisalsExcept(queryClient, appraisalKeys.questions());
    },
  });
}
