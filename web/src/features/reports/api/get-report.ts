import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { reportQueryString, type ReportRequest } from '../report-query.ts';
import { reportKeys } from './report-keys.ts';

export function fetchReport(
  request: ReportRequest,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<ReportTable> {
  return apiClient.get<ReportTable>(`/reports/individual?${reportQueryString(request, 'json')}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/** The report as the screen shows it, once the form names a type and a person (null: not yet). */
export function useReport(request: ReportRequest | null) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: reportKeys.individual(viewAsId, request),
    queryFn: ({ signal }) => fetchReport(request!, viewAsId, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
