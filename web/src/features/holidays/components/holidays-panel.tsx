import { useState } from 'react';
import { HOLIDAY_PAGE_SIZES } from '../../../../../shared/rules/holidays.ts';
import { holidayListQuerySchema, type Holiday } from '../../../../../shared/schemas/holidays.schema.ts';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useLastPageWhenPast, useListParams, listPager } from '../../../components/list/use-list-params.ts';
import { useHolidays } from '../api/get-holidays.ts';
import { DeleteHolidayDialog } from './delete-holiday-dialog.tsx';
import { HolidayFormModal, type HolidayFormTarget } from './holiday-form/holiday-form-modal.tsx';
import { HolidaysTable } from './holidays-table.tsx';
import { HolidaysToolbar } from './holidays-toolbar.tsx';

/**
 * The Holidays calendar (spec 002 §2): one location's holidays by date, searchable and paged, with
 * Add holiday, edit and delete for whoever may manage holidays. The /calendar page and the
 * Attendance screen's tab; the list's state is in the address beside the screen's own (?tab=).
 */
export function HolidaysPanel() {
  const [params, update] = useListParams(holidayListQuerySchema);
  const holidays = useHolidays(params);
  const [formTarget, setFormTarget] = useState<HolidayFormTarget>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  // Deleting the last rows of the last page leaves it empty: show the page before it.
  const data = holidays.data;
  useLastPageWhenPast(params, holidays.isPlaceholderData ? undefined : data?.total, update);

  const location = params.location ?? data?.location ?? null;

  return (
    <>
      <HolidaysToolbar
        location={location}
        onLocation={(location) => update({ location }, { replace: true })}
        search={params.search ?? ''}
        onSearch={(search) => update({ search }, { replace: true })}
        canCreate={data?.abilities.create ?? false}
        onAdd={() => location !== null && setFormTarget({ mode: 'add', location })}
      />
      <HolidaysTable
        items={data?.items}
        {...listQueryState(holidays)}
        onEdit={(holiday) => setFormTarget({ mode: 'edit', holiday })}
        onDelete={setDeleting}
      />
      {data && data.items.length > 0 && (
        <ListPagination
          total={data.total}
          pageSizes={HOLIDAY_PAGE_SIZES}
          {...listPager(params, update, { replace: true })}
        />
      )}
      {data && (
        <HolidayFormModal target={formTarget} today={data.today} onClose={() => setFormTarget(null)} />
      )}
      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
