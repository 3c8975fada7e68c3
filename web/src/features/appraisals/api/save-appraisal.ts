import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AppraisalDetail,
  ManagerReview,
  SelfAppraisalBody,
} from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';
import { invalidateAppraisalsExcept } from './invalidate-appraisals.ts';

function useAppraisalMutation<T>(call: (input: T) => Promise<AppraisalDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      const key = appraisalKeys.detail(detail.id);
      queryClient.setQueryData(key, detail);
      invalidateAppraisalsExcept(queryClient, key);
    },
  });
}

/** Saves the self appraisal as a draft, or submits it; 409 appraisal_locked once submitted. */
export function useSaveSelfAppraisal() {
  return useAppraisalMutation(({ id, body }: { id: number; body: SelfAppraisalBody }) =>
    apiClient.put<AppraisalDetail>(`/appraisals/${id}/self`, body),
  );
}

/** Saves the manager's review as a draft, or submits it. */
export function useSaveManagerReview() {
  return useAppraisalMutation(
    ({ id, review, submit }: { id: number; review: Partial<ManagerReview>; submit: boolean }) =>
      apiClient.put<AppraisalDetail>(`/appraisals/${id}/review`, { review, submit }),
  );
}

/** Shows the submitted review to the employee. */
export function useReleaseReview() {
  return useAppraisalMutation((id: number) => apiClient.post<AppraisalDetail>(`/appraisals/${id}/release`));
}
