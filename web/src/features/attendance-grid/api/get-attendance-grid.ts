import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendanceGrid } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

/** What the attendance grid shows: the API's query, every part explicit. */
export interface AttendanceGridParams {
  year: number;
  /** 1 January … 12 December. */
  month: number;
  /** A date range (both ends or neither) shows those days instead of the month. */
  from: string | null;
  to: string | null;
  /** The leave-type filter (shared/rules/leave.ts#LEAVE_TYPES), or null for everyone. */
  typeId: number | null;
  search: string;
  page: number;
  pageSize: number;
}

/** The grid's filters as the API reads them; the export sends the same without the paging. */
export function gridQueryString(
  params: AttendanceGridParams,
  { paged = true }: { paged?: boolean } = {},
): string {
  const query = new URLSearchParams();
  query.set('year', String(params.year));
  query.set('month', String(params.month));
  if (params.from && params.to) {
    query.set('from', params.from);
    query.set('to', params.to);
  }
  if (params.typeId !== null) query.set('typeId', String(params.typeId));
  if (params.search.trim()) query.set('search', params.search.trim());
  if (paged) {
    query.set('page', String(params.page));
    query.set('pageSize', String(params.pageSize));
  }
  return query.toString();
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
    queryKey: ['attendance', 'grid', viewAsId, params],
    queryFn: ({ signal }) => fetchAttendanceGrid(params, viewAsId, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
