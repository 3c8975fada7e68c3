import { ActionIcon, Group, Select, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListExportButton } from '../../../components/list/list-export-button.tsx';
import { FilterToggleButton } from '../../../components/list/list-filter-toggle.tsx';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { LEAVE_TYPES } from '../../../../../shared/rules/leave.ts';
import type { AttendanceGridParams } from '../api/get-attendance-grid.ts';
import { monthTitle } from '../../../lib/format-weekday.ts';

/** The leave-type dropdown's own option that removes the filter (spec 002 §2, "x Clear"). */
const CLEAR = 'clear';

interface AttendanceGridToolbarProps {
  params: AttendanceGridParams;
  onMonth: (delta: -1 | 1) => void;
  onType: (typeId: number | undefined) => void;
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
  filtersOpen: boolean;
  /** How many filters of the filter row are in effect. */
  filterCount: number;
  onToggleFilters: () => void;
}

/**
 * The month (previous, its name and year, next), the leave-type filter with its Clear option,
 * Export and the Filters toggle (spec 002 §2, Attendance tab).
 */
export function AttendanceGridToolbar(props: AttendanceGridToolbarProps) {
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  const { params } = props;
  // The arrows point the way the months run: leftwards to the past, unless the page reads right to left.
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const shown =
    params.from && params.to
      ? `${formatDay(params.from)} – ${formatDay(params.to)}`
      : monthTitle(params.year, params.month, i18n.language);

  const types = LEAVE_TYPES.map((type) => ({ value: String(type.id), label: t(type.name) }));
  const data = params.typeId === undefined ? types : [{ value: CLEAR, label: t('Clear') }, ...types];

  return (
    <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
      <Group gap={4} wrap="nowrap" role="group" aria-label={t('Month')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('Previous month')}
          onClick={() => props.onMonth(-1)}
        >
          <Back size={18} aria-hidden />
        </ActionIcon>
        <Text
          fw={600}
          miw={150}
          ta="center"
          aria-live="polite"
          data-testid="attendance-grid-period"
          style={{ textTransform: 'capitalize' }}
        >
          {shown}
        </Text>
        <ActionIcon variant="default" size="lg" aria-label={t('Next month')} onClick={() => props.onMonth(1)}>
          <Forward size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('Leave type')}
          placeholder={t('All leave types')}
          data={data}
          value={params.typeId === undefined ? null : String(params.typeId)}
          onChange={(value) => props.onType(value === null || value === CLEAR ? undefined : Number(value))}
          renderOption={({ option }) =>
            option.value === CLEAR ? (
              <Group gap={6} wrap="nowrap" c="red">
                <IconX size={14} aria-hidden />
                {option.label}
              </Group>
            ) : (
              option.label
            )
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <ListExportButton
          label={t('Export')}
          disabled={!props.canExport}
          exporting={props.exporting}
          onExport={props.onExport}
        />
        <FilterToggleButton
          open={props.filtersOpen}
          count={props.filterCount}
          controls="attendance-grid-filters"
          onToggle={props.onToggleFilters}
        />
      </Group>
    </Group>
  );
}
