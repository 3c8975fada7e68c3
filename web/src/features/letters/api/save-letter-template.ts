import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterType } from '../../../../../shared/rules/letters.ts';
import type { LetterTemplate, LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

export function useSaveLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, text }: { type: LetterType; text: LetterText }) =>
      apiClient.put<LetterTemplate>(`/letters/templates/${type}`, text),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.templates() }),
  });
}
