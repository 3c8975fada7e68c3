import { useQuery } from '@tanstack/react-query';
import type { LetterTemplateList } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LETTERS_KEY } from './get-letter-requests.ts';

export const LETTER_TEMPLATES_KEY = [...LETTERS_KEY, 'templates'] as const;

export function useLetterTemplates() {
  return useQuery({
    queryKey: LETTER_TEMPLATES_KEY,
    queryFn: ({ signal }) => apiClient.get<LetterTemplateList>('/letters/templates', { signal }),
  });
}
