import { useQuery } from '@tanstack/react-query';
import type { LetterVerification } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LETTERS_KEY } from './get-letter-requests.ts';

/** The public check of a code (no session needed); a 404 is an answer, not a retry. */
export function useVerifyLetter(code: string | null) {
  return useQuery({
    queryKey: [...LETTERS_KEY, 'verification', code],
    queryFn: ({ signal }) =>
      apiClient.get<LetterVerification>(`/letter-verification/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
    retry: false,
  });
}
