import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  attendanceGridQuerySchema,
  type AttendanceGrid,
  type AttendanceGridQuery,
} from '../../../../../shared/schemas/attendance.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { attendanceGridKeys } from './attendance-grid-keys.ts';

/** What the attendance grid shows: the API's query, as the shared schema reads it. */
export type AttendanceGridParams = AttendanceGridQuery;

/** The grid's filters as the API reads them; the export sends the same without the paging. */
export function gridQueryString(
  params: AttendanceGridParams,
  { paged = true }: { paged?: boolean } = {},
): string {
  const values = paged ? params : { ...params, page: undefined, pageSize: undefined };
  return listQueryString(attendanceGridQuerySchema, values);
}

export function fetchAttendanceGrid(
  params: AttendanceGridParams,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<AttendanceGrid> {
  return apiClient.get<AttendanceGrid>(`/attendance/grid?${gridQueryString(params)}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/**
 * A page of the monthly grid, as whoever the hierarchy selector chose. Opening the Attendance tab
 * always asks again (spec 002 §4); the last page stays while the next loads.
 */
export function useAttendanceGrid(params: AttendanceGridParams) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: attendanceGridKeys.grid(viewAsId, params),
    queryFn: ({ signal }) => fetchAttendanceGrid(params, viewAsId, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
