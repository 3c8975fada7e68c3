import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterRequest, LetterRequestBody } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

export function useRaiseLetterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentRequest<LetterRequestBody>) =>
      apiClient.post<LetterRequest>('/letters/requests', body, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.requests() }),
  });
}
