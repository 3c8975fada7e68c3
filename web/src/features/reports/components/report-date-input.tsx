import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';

interface ReportDateInputProps {
  label: string;
  clearLabel: string;
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  minDate?: string;
  maxDate: string;
  /** The organisation's today: the calendar opens there rather than on the device's. */
  today: string;
  disabled?: boolean;
  /** Translated. */
  error?: string;
  inputRef?: Ref<HTMLButtonElement>;
}

/** A report's From or To date, optional and shown DD-MM-YYYY, as the leave form's dates are. */
export function ReportDateInput({ inputRef, ...props }: ReportDateInputProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  return (
    <DatePickerInput
      ref={inputRef}
      label={props.label}
      placeholder={t('DD-MM-YYYY')}
      valueFormat="DD-MM-YYYY"
      minDate={props.minDate}
      maxDate={props.maxDate}
      defaultDate={props.value || props.maxDate || props.today}
      value={props.value === '' ? null : props.value}
      onChange={(value) => props.onChange(value ?? '')}
      // The calendar takes the focus while open: the field is left when it closes, and the focus
      // comes back to it.
      onDropdownClose={props.onBlur}
      popoverProps={{ returnFocus: true }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': props.clearLabel }}
      disabled={props.disabled}
      locale={dates.locale}
      ariaLabels={dates.ariaLabels}
      error={props.error}
    />
  );
}
