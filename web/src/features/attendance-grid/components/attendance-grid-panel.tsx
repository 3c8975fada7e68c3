import { Card, EmptyState } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarStats } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../../../../shared/rules/dates.ts';
import { GRID_PAGE_SIZES } from '../../../../../shared/schemas/attendance.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { useExportAttendanceGrid } from '../api/export-attendance-grid.ts';
import { useAttendanceGrid, type AttendanceGridParams } from '../api/get-attendance-grid.ts';
import { GRID_DEFAULT_PAGE_SIZE, readGridParams, shiftMonth, writeGridParams } from '../grid-params.ts';
import { AttendanceDayModal } from './attendance-day-modal.tsx';
import { AttendanceGridFilters } from './attendance-grid-filters.tsx';
import { AttendanceGridLegend } from './attendance-grid-legend.tsx';
import { AttendanceGridTable } from './attendance-grid-table.tsx';
import { AttendanceGridToolbar } from './attendance-grid-toolbar.tsx';

/** How many filters of the filter row are in effect (the rows per page counts when changed). */
function filterRowCount(params: AttendanceGridParams): number {
  return (
    (params.from ? 1 : 0) + (params.search ? 1 : 0) + (params.pageSize !== GRID_DEFAULT_PAGE_SIZE ? 1 : 0)
  );
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
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readGridParams(searchParams, today);
  const grid = useAttendanceGrid(params);
  const exporting = useExportAttendanceGrid();
  const [filtersOpen, setFiltersOpen] = useState(() => filterRowCount(params) > 0);
  const [openRecordId, setOpenRecordId] = useState<number | null>(null);

  /**
   * Any change but paging starts again at the first page. A month or a page is a place the person
   * went to, so Back returns from it; the filters refine the place in hand.
   */
  const update = (change: Partial<AttendanceGridParams>, history: 'push' | 'replace' = 'replace') =>
    setSearchParams(
      (previous) =>
        writeGridParams(previous, { ...readGridParams(previous, today), page: 1, ...change }, today),
      { replace: history === 'replace' },
    );

  const onMonth = (delta: -1 | 1) =>
    update({ ...shiftMonth(params.year, params.month, delta), from: null, to: null }, 'push');

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
      {filtersOpen && <AttendanceGridFilters params={params} onChange={(change) => update(change)} />}
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
          onPage={(page) => update({ page }, 'push')}
        />
      )}
      <AttendanceDayModal recordId={openRecordId} onClose={() => setOpenRecordId(null)} />
    </>
  );
}
