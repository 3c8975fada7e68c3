import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionSet, QuestionSetBody } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { APPRAISALS_KEY } from './get-cycles.ts';
import { invalidateAppraisalsExcept } from './invalidate-appraisals.ts';

const QUESTIONS_KEY = [...APPRAISALS_KEY, 'questions'] as const;

/** The categories and active questions (ManageAppraisals). */
export function useQuestionSet(enabled = true) {
  return useQuery({
    queryKey: QUESTIONS_KEY,
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
      queryClient.setQueryData(QUESTIONS_KEY, set);
      invalidateAppraisalsExcept(queryClient, QUESTIONS_KEY);
    },
  });
}
