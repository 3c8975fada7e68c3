import { useQuery } from '@tanstack/react-query';
import type { LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

/** The template of the request's type filled for its requester: where the issuer starts. */
export function useLetterDraft(id: number | null) {
  return useQuery({
    queryKey: letterKeys.draft(id),
    queryFn: ({ signal }) => apiClient.get<LetterText>(`/letters/requests/${id}/draft`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}
