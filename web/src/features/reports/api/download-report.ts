import { useMutation } from '@tanstack/react-query';
import { reportFileName, type ReportFormat } from '../../../../../shared/rules/reports.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { reportQueryString, type ReportRequest } from '../report-query.ts';

export type ReportFileFormat = Exclude<ReportFormat, 'json'>;

export interface ReportDownload {
  request: ReportRequest;
  format: ReportFileFormat;
  /** The person's name as the options list it: the file is named after it, as the server names it. */
  employee: string;
}

/**
 * Fetches the report's file and hands it to the browser under the name of spec 002 §9
 * ({employee}Leaves.pdf, {employee}leave_report.xlsx or .csv). A report with nothing in it
 * fails with the server's 404 no_data, and nothing is saved.
 */
export async function downloadReport(download: ReportDownload, viewAsId: string | null): Promise<void> {
  const blob = await apiDownload(
    `/reports/individual?${reportQueryString(download.request, download.format)}`,
    {
      headers: viewAsHeaders(viewAsId),
    },
  );
  saveFile(blob, reportFileName(download.employee.replace(/\s+/g, ''), download.format));
}

export function useDownloadReport() {
  const viewAsId = useViewAsId();
  return useMutation({ mutationFn: (download: ReportDownload) => downloadReport(download, viewAsId) });
}
