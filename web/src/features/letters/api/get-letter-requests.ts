import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  letterListQuerySchema,
  type LetterListQuery,
  type LetterListResponse,
} from '../../../../../shared/schemas/letters.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

/** What the letter requests list shows: the API's query, any status while none is chosen. */
export type LetterListParams = Omit<LetterListQuery, 'status'> & { status: LetterListQuery['status'] | null };

/** A page of letter requests; the last page stays while the next loads. */
export function useLetterRequests(params: LetterListParams) {
  return useQuery({
    queryKey: letterKeys.requestList(params),
    queryFn: ({ signal }) =>
      apiClient.get<LetterListResponse>(
        `/letters/requests?${listQueryString(letterListQuerySchema, params)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
