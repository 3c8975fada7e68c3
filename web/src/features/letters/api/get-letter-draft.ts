import { useQuery } from '@tanstack/react-query';
import type { LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LETTERS_KEY } from './get-letter-requests.ts';

/** The template of the request's type filled for its requester: where the issuer starts. */
export function useLetterDraft(id: number | null) {
  return useQuery({
    queryKey: [...LETTERS_KEY, 'draft', id],
    queryFn: ({ signal }) => apiClient.get<LetterText>(`/letters/requests/${id}/draft`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}
