import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { gridQueryString, type AttendanceGridParams } from './get-attendance-grid.ts';

/** The export's file name (spec 002 §9). */
export const ATTENDANCE_EXPORT_FILE_NAME = 'Attendance-list.csv';

/** Export: Attendance-list.csv of everyone the grid lists with its filters, not just this page. */
export async function exportAttendanceGrid(params: AttendanceGridParams, viewAsId: string | null) {
  const blob = await apiDownload(`/attendance/grid/export?${gridQueryString(params, { paged: false })}`, {
    headers: viewAsHeaders(viewAsId),
  });
  saveFile(blob, ATTENDANCE_EXPORT_FILE_NAME);
}

export function useExportAttendanceGrid() {
  const viewAsId = useViewAsId();
  return useMutation({
    mutationFn: (params: AttendanceGridParams) => exportAttendanceGrid(params, viewAsId),
  });
}
