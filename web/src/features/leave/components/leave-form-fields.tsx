import { Group, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES } from '../../../../../shared/rules/leave.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import type { LeaveCalendar } from '../leave-form-days.ts';

interface LeaveTypeSelectProps {
  value: number | null;
  onChange: (typeId: number | null) => void;
  onBlur: () => void;
  /** What a new request of each type may take, in days. */
  availableOf: (typeId: number) => number;
  /** Translated. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

/** The leave type, each with what its balance allows beside it; the form's first field. */
export function LeaveTypeSelect({
  value,
  onChange,
  onBlur,
  availableOf,
  error,
  inputRef,
}: LeaveTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      ref={inputRef}
      label={t('Leave type')}
      placeholder={t('Choose a leave type')}
      withAsterisk
      data-autofocus
      data={LEAVE_TYPES.map((type) => ({ value: String(type.id), label: t(type.name) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      allowDeselect={false}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <span>{option.label}</span>
          <Text span size="xs" c="dimmed">
            {t('Available: {{n}}', { n: availableOf(Number(option.value)) })}
          </Text>
        </Group>
      )}
      description={value === null ? undefined : t('Available: {{n}}', { n: availableOf(value) })}
      error={error}
    />
  );
}

interface LeaveDateInputProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  minDate: string;
  maxDate: string;
  /** The organisation's today: the calendar opens there rather than on the device's. */
  today: string;
  calendar: LeaveCalendar;
  clearLabel: string;
  /** Translated. */
  error: string | undefined;
  inputRef: Ref<HTMLButtonElement>;
}

/**
 * A leave date: weekends, holidays (named on hover) and days the person's other leave covers
 * cannot be picked (spec 002 §5); shown DD-MM-YYYY.
 */
export function LeaveDateInput({ inputRef, calendar, ...props }: LeaveDateInputProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  return (
    <DatePickerInput
      ref={inputRef}
      label={props.label}
      placeholder={t('DD-MM-YYYY')}
      withAsterisk
      valueFormat="DD-MM-YYYY"
      minDate={props.minDate}
      maxDate={props.maxDate}
      defaultDate={props.value || (props.minDate > props.today ? props.minDate : props.today)}
      excludeDate={calendar.isExcluded}
      getDayProps={(day) => {
        const holiday = calendar.holidays.get(day);
        return holiday ? { title: holiday } : {};
      }}
      value={props.value === '' ? null : props.value}
      onChange={(value) => props.onChange(value ?? '')}
      // The calendar takes the focus while open: the field is left when it closes.
      onDropdownClose={props.onBlur}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': props.clearLabel }}
      locale={dates.locale}
      ariaLabels={dates.ariaLabels}
      error={props.error}
    />
  );
}
