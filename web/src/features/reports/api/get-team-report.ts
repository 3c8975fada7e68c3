import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { reportKeys } from './report-keys.ts';
import { teamReportQueryString, type TeamReportRequest } from '../team-report-kinds.ts';

export function fetchTeamReport(
  request: TeamReportRequest,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<TeamReportTable> {
  return apiClient.get<TeamReportTable>(
    `/reports/team/${request.kind}?${teamReportQueryString(request, 'json')}`,
    { headers: viewAsHeaders(viewAsId), signal },
  );
}

/** A team report as the screen shows it. */
export function useTeamReport(request: TeamReportRequest) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: reportKeys.team(viewAsId, request),
    queryFn: ({ signal }) => fetchTeamReport(request, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
}
