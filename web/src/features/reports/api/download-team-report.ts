import { useMutation } from '@tanstack/react-query';
import { teamReportFileName } from '../../../../../shared/rules/team-reports.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import type { ReportFileFormat } from './download-report.ts';
import { teamReportQueryString, type TeamReportRequest } from '../team-report-kinds.ts';

export interface TeamReportDownload {
  request: TeamReportRequest;
  format: ReportFileFormat;
}

/**
 * Fetches a team report's file and saves it as the server names it (Group-attendance-report.pdf
 * …). An empty report fails with the server's 404 no_data, and nothing is saved.
 */
export async function downloadTeamReport(
  download: TeamReportDownload,
  viewAsId: string | null,
): Promise<void> {
  const { request, format } = download;
  const blob = await apiDownload(`/reports/team/${request.kind}?${teamReportQueryString(request, format)}`, {
    headers: viewAsHeaders(viewAsId),
  });
  saveFile(blob, teamReportFileName(request.kind, format));
}

export function useDownloadTeamReport() {
  const viewAsId = useViewAsId();
  return useMutation({
    mutationFn: (download: TeamReportDownload) => downloadTeamReport(download, viewAsId),
  });
}
