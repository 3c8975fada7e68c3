import { Card, EmptyState } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarStats } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../../../shared/rules/dates.ts';
import {
  attendanceGridQuerySchema,
  GRID_MAX_DAYS,
  GRID_PAGE_SIZES,
} from '../../../../../shared/schemas/attendance.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useExportAttendanceGrid } from '../api/export-attendance-grid.ts';
import { useAttendanceGrid, type AttendanceGridParams } from '../api/get-attendance-grid.ts';
import { AttendanceDayModal } from './attendance-day-modal.tsx';
import { AttendanceGridFilters } from './attendance-grid-filters.tsx';
import { AttendanceGridLegend } from './attendance-grid-legend.tsx';
import { AttendanceGridTable } from './attendance-grid-table.tsx';
import { AttendanceGridToolbar } from './attendance-grid-toolbar.tsx';

/** The rows per page of a plain grid: the schema's default. */
const GRID_DEFAULT_PAGE_SIZE = attendanceGridQuerySchema.shape.pageSize.parse(undefined);

/** How many filters of the filter row are in effect (the rows per page counts when changed). */
function filterRowCount(params: AttendanceGridParams): number {
  return (
    (params.from ? 1 : 0) + (params.search ? 1 : 0) + (params.pageSize !== GRID_DEFAULT_PAGE_SIZE ? 1 : 0)
  );
}

/** The month that holds `today` (YYYY-MM-DD). */
function monthOf(today: string): { year: number; month: number } {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month `delta` months away; December and January wrap into the next or previous year. */
function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The grid's address: the leave type is `type`; no month is the one holding today, and a month is
 * written with its year; a date range is within the days one grid shows.
 */
function gridAddress(today: string) {
  return {
    names: { typeId: 'type' },
    defaults: monthOf(today),
    together: [['year', 'month']],
    ranges: [{ from: 'from', to: 'to', maxDays: GRID_MAX_DAYS }],
  } as const;
}

/**
 * The Attendance tab of /attendance-record (spec 002 §2, §4): the month's grid of the viewed
 * person's hierarchy, filtered by leave type, a date range and a search, paged and exportable;
 * a day with a record opens it. Its state is in the address beside the screen's ?tab=.
 */
export function AttendanceGridPanel() {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const today = todayIn(timeZone);
  const address = useMemo(() => gridAddress(today), [today]);
  const [params, update] = useListParams(attendanceGridQuerySchema, address);
  const grid = useAttendanceGrid(params);
  useLastPageWhenPast(params, grid.isPlaceholderData ? undefined : grid.data?.total, update);
  const exporting = useExportAttendanceGrid();
  const [filtersOpen, setFiltersOpen] = useState(() => filterRowCount(params) > 0);
  const [openRecordId, setOpenRecordId] = useState<number | null>(null);

  const onMonth = (delta: -1 | 1) =>
    update({ ...shiftMonth(params.year, params.month, delta), from: undefined, to: undefined });

  const onExport = () =>
    exporting.mutate(params, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
    });

  const data = grid.data;
  return (
    <>
      <AttendanceGridToolbar
        params={params}
        onMonth={onMonth}
        onType={(typeId) => update({ typeId })}
        canExport={(data?.total ?? 0) > 0}
        exporting={exporting.isPending}
        onExport={onExport}
        filtersOpen={filtersOpen}
        filterCount={filterRowCount(params)}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
      {filtersOpen && (
        <AttendanceGridFilters
          params={params}
          // A date range is a place to come back to; typing a search or another page size refines it.
          onChange={(change) => update(change, { replace: !('from' in change) })}
        />
      )}
      {grid.isPending ? (
        <ListSkeleton rows={Math.min(params.pageSize, 10)} />
      ) : grid.isError ? (
        <ErrorAlert error={grid.error} onRetry={() => void grid.refetch()} />
      ) : grid.data.rows.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState icon={<IconCalendarStats aria-hidden />} title={t('No data found!')} />
        </Card>
      ) : (
        <>
          <AttendanceGridTable
            grid={grid.data}
            refreshing={grid.isPlaceholderData}
            onOpenRecord={setOpenRecordId}
          />
          <AttendanceGridLegend />
        </>
      )}
      {data && data.total > 0 && (
        <ListPagination
          total={data.total}
          page={params.page}
          pageSize={params.pageSize}
          pageSizes={GRID_PAGE_SIZES}
          onPage={(page) => update({ page })}
        />
      )}
      <AttendanceDayModal recordId={openRecordId} onClose={() => setOpenRecordId(null)} />
    </>
  );
}
