import { useQuery } from '@tanstack/react-query';
import type { LetterTemplateList } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

export function useLetterTemplates() {
  return useQuery({
    queryKey: letterKeys.templates(),
    queryFn: ({ signal }) => apiClient.get<LetterTemplateList>('/letters/templates', { signal }),
  });
}
