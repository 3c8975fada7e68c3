import { Group, SimpleGrid, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES } from '../../../../../shared/rules/leave.ts';
import type { LeaveBody, LeavePlanner } from '../../../../../shared/schemas/leave.schema.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import type { LeaveCalendar } from '../leave-form-days.ts';
import type { LeaveFormValues } from './leave-form-schema.ts';

type LeaveControl = Control<LeaveFormValues, unknown, LeaveBody>;

interface LeaveTypeFieldProps {
  control: LeaveControl;
  typeId: number | null;
  /** What a new request of each type may take, in days. */
  availableOf: (typeId: number) => number;
  /** A rule's message that stands in for the schema's (translated). */
  error: string | null;
}

/** The leave type, each with what its balance allows beside it; the form's first field. */
export function LeaveTypeField({ control, typeId, availableOf, error }: LeaveTypeFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={control}
      name="typeId"
      label={t('Leave type')}
      placeholder={t('Choose a leave type')}
      withAsterisk
      data-autofocus
      data={LEAVE_TYPES.map((type) => ({ value: type.id, label: t(type.name) }))}
      allowDeselect={false}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <span>{option.label}</span>
          <Text span size="xs" c="dimmed">
            {t('Available: {{n}}', { n: availableOf(Number(option.value)) })}
          </Text>
        </Group>
      )}
      description={typeId === null ? undefined : t('Available: {{n}}', { n: availableOf(typeId) })}
      error={error}
    />
  );
}

interface LeaveDateFieldsProps {
  control: LeaveControl;
  fromDate: string;
  planner: LeavePlanner;
  calendar: LeaveCalendar;
}

/**
 * The from and to dates: weekends, holidays (named on hover) and days the person's other leave
 * covers cannot be picked (spec 002 §5), nor a to-date past the next leave of one's own.
 */
export function LeaveDateFields({ control, fromDate, planner, calendar }: LeaveDateFieldsProps) {
  const { t } = useTranslation();
  const shared = {
    control,
    withAsterisk: true,
    excludeDate: calendar.isExcluded,
    getDayProps: (day: string) => {
      const holiday = calendar.holidays.get(day);
      return holiday ? { title: holiday } : {};
    },
  };
  const toMin = fromDate || planner.today;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        {...shared}
        name="fromDate"
        label={t('From date')}
        clearLabel={t('Clear from date')}
        minDate={planner.today}
        maxDate={planner.lastDay}
        opensOn={planner.today}
      />
      <DateField
        {...shared}
        name="toDate"
        label={t('To date')}
        clearLabel={t('Clear to date')}
        minDate={toMin}
        maxDate={fromDate ? calendar.lastToDate(fromDate) : planner.lastDay}
        // The calendar opens on the organisation's today rather than the device's.
        opensOn={toMin > planner.today ? toMin : planner.today}
      />
    </SimpleGrid>
  );
}
