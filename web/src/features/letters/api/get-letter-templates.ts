import { useQuery } from '@tanstack/react-query';
import type { LetterTemplateList } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function useLetterTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['letters', 'templates'],
    queryFn: ({ signal }) => apiClient.get<LetterTemplateList>('/letters/templates', { signal }),
    enabled,
  });
}
