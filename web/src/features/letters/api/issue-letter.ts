import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterRequest, LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

export function useIssueLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: LetterText }) =>
      apiClient.post<LetterRequest>(`/letters/requests/${id}/issue`, text),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: letterKeys.requests() }),
  });
}
