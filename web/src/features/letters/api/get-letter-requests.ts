import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LetterStatus } from '../../../../../shared/rules/letters.ts';
import type { LetterListResponse } from '../../../../../shared/schemas/letters.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every letters answer; requests (lists) are under LETTER_REQUESTS_KEY. */
export const LETTERS_KEY = ['letters'] as const;
export const LETTER_REQUESTS_KEY = [...LETTERS_KEY, 'requests'] as const;

export interface LetterListParams {
  view: 'mine' | 'all';
  status: LetterStatus | null;
  page: number;
  pageSize: number;
}

export function letterRequestsQueryString(params: LetterListParams): string {
  const query = new URLSearchParams({
    view: params.view,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.status) query.set('status', params.status);
  return query.toString();
}

/** A page of letter requests; the last page stays while the next loads. */
export function useLetterRequests(params: LetterListParams) {
  return useQuery({
    queryKey: [...LETTER_REQUESTS_KEY, params],
    queryFn: ({ signal }) =>
      apiClient.get<LetterListResponse>(`/letters/requests?${letterRequestsQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
