import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

export function useRejectLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiClient.post<LetterRequest>(`/letters/requests/${id}/reject`, { reason }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: letterKeys.requests() }),
  });
}
