import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  appraisalListQuerySchema,
  type AppraisalListQuery,
  type AppraisalListResponse,
} from '../../../../../shared/schemas/appraisals.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** What the appraisals list shows: the API's query, the cycle null until there is one. */
export type AppraisalListParams = Omit<AppraisalListQuery, 'cycleId'> & { cycleId: number | null };

/** A page of a cycle's appraisals of the people below the viewer (everyone's for holders). */
export function useAppraisals(params: AppraisalListParams, enabled = true) {
  return useQuery({
    queryKey: appraisalKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<AppraisalListResponse>(
        `/appraisals?${listQueryString(appraisalListQuerySchema, params)}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
