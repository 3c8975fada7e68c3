import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppraisalListResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { APPRAISALS_KEY } from './get-cycles.ts';

export interface AppraisalListParams {
  cycleId: number | null;
  search: string;
  page: number;
  pageSize: number;
}

export function appraisalsQueryString(params: AppraisalListParams): string {
  const query = new URLSearchParams();
  if (params.cycleId !== null) query.set('cycleId', String(params.cycleId));
  if (params.search.trim()) query.set('search', params.search.trim());
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

/** A page of a cycle's appraisals of the people below the viewer (everyone's for holders). */
export function useAppraisals(params: AppraisalListParams, enabled = true) {
  return useQuery({
    queryKey: [...APPRAISALS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<AppraisalListResponse>(`/appraisals?${appraisalsQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
