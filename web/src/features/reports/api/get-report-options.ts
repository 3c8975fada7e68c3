import { useQuery } from '@tanstack/react-query';
import type { ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { reportKeys } from './report-keys.ts';

export function fetchReportOptions(viewAsId: string | null, signal?: AbortSignal): Promise<ReportOptions> {
  return apiClient.get<ReportOptions>('/reports/options', { headers: viewAsHeaders(viewAsId), signal });
}

/** The form's choices: the people of the viewed hierarchy (themselves included) and today. */
export function useReportOptions() {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: reportKeys.options(viewAsId),
    queryFn: ({ signal }) => fetchReportOptions(viewAsId, signal),
  });
}
