import { useQuery } from '@tanstack/react-query';
import type { LetterVerification } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

/** The public check of a code (no session needed); a 404 is an answer, not a retry. */
export function useVerifyLetter(code: string | null) {
  return useQuery({
    queryKey: letterKeys.verification(code),
    queryFn: ({ signal }) =>
      apiClient.get<LetterVerification>(`/letter-verification/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
    retry: false,
  });
}
