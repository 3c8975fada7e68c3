import { Paper, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useRangeFilter } from '../../../components/list/use-range-filter.ts';
import { useTranslation } from 'react-i18next';
import { GRID_MAX_DAYS, GRID_PAGE_SIZES } from '../../../../../shared/schemas/attendance.schema.ts';
import { SearchInput } from '../../../components/list/list-search-input.tsx';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import type { AttendanceGridParams } from '../api/get-attendance-grid.ts';
import { daysBetween } from '../../../../../shared/rules/dates.ts';

/** Whether a chosen range is longer than one grid shows. */
function rangeTooLong(from: string, to: string): boolean {
  return daysBetween(from, to) + 1 > GRID_MAX_DAYS;
}

interface AttendanceGridFiltersProps {
  params: AttendanceGridParams;
  onChange: (change: Partial<Pick<AttendanceGridParams, 'from' | 'to' | 'search' | 'pageSize'>>) => void;
}

/** The filter row (spec 002 §2): rows per page, a date range (DD/MM/YYYY) and the search. */
export function AttendanceGridFilters({ params, onChange }: AttendanceGridFiltersProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();

  const { from = null, to = null } = params;
  const [range, onRange] = useRangeFilter(from, to, onChange, (start, end) => !rangeTooLong(start, end));
  const tooLong = range[0] !== null && range[1] !== null && rangeTooLong(range[0], range[1]);

  return (
    <Paper
      component="section"
      id="attendance-grid-filters"
      aria-label={t('Filters')}
      withBorder
      radius="md"
      p="md"
      mb="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
        <Select
          label={t('Rows per page')}
          data={GRID_PAGE_SIZES.map(String)}
          value={String(params.pageSize)}
          onChange={(value) => value && onChange({ pageSize: Number(value) })}
          allowDeselect={false}
        />
        <DatePickerInput
          type="range"
          label={t('Date range')}
          placeholder={t('DD/MM/YYYY – DD/MM/YYYY')}
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={onRange}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear dates') }}
          error={tooLong ? t('Choose at most {{days}} days.', { days: GRID_MAX_DAYS }) : undefined}
          locale={dates.locale}
          ariaLabels={dates.ariaLabels}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
        <SearchInput
          value={params.search ?? ''}
          label={t('Search employees')}
          onSearch={(search) => onChange({ search })}
        />
      </SimpleGrid>
    </Paper>
  );
}
