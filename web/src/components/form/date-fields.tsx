import { SimpleGrid } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDatePickerLocale } from '../../lib/date-picker-locale.ts';
import type { OwnError } from './choice-fields.tsx';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'type';

export type DateFieldProps<T extends FieldValues, V, N extends FieldPath<T>> = KitFieldProps<T, V, N> &
  Omit<DatePickerInputProps<'default'>, Bound> & {
    /** Where the calendar opens when the field is empty (the organisation's today, the first day allowed). */
    opensOn?: string;
    /** The clear button's name for screen readers ("Clear due date"), translated; needed unless clearable={false}. */
    clearLabel?: string;
  } & OwnError;

/**
 * A calendar day, shown DD-MM-YYYY in every language and held as an ISO date ('' when empty), with
 * the calendar in the reader's language. The field is left when the calendar closes, and the focus
 * comes back to it (Mantine's picker would leave it nowhere), so Tab goes on to the next field.
 */
export function DateField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  opensOn,
  clearLabel,
  clearable = true,
  error: ownError,
  ...props
}: DateFieldProps<T, V, N>) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = (field.value as string | null) ?? '';
  return (
    <DatePickerInput
      placeholder={t('DD-MM-YYYY')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      {...props}
      popoverProps={{ returnFocus: true, ...props.popoverProps }}
      ref={inputRef}
      name={field.name}
      valueFormat="DD-MM-YYYY"
      defaultDate={value || opensOn || props.minDate || undefined}
      value={value === '' ? null : value}
      onChange={(day) => field.onChange(day ?? '')}
      onDropdownClose={field.onBlur}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': clearLabel }}
      locale={dates.locale}
      ariaLabels={dates.ariaLabels}
      error={ownError ?? error}
    />
  );
}

/**
 * A From–To pair side by side: To cannot be chosen before From, nor From after To; the schema
 * says the rest (which is required, how long a period may be).
 */
export function DateRangeFields<T extends FieldValues, V, F extends FieldPath<T>, U extends FieldPath<T>>({
  control,
  from,
  to,
  labels,
  ...shared
}: Omit<DateFieldProps<T, V, F>, 'name' | 'label' | 'clearLabel'> & {
  from: F;
  to: U;
  /** The two fields' labels and clear buttons' names, translated. */
  labels: { from: string; to: string; clearFrom: string; clearTo: string };
}) {
  const { field: fromField } = useKitField({ control, name: from });
  const { field: toField } = useKitField({ control, name: to });
  const fromDay = (fromField.value as string | null) || undefined;
  const toDay = (toField.value as string | null) || undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateField
        {...shared}
        control={control}
        name={from}
        label={labels.from}
        clearLabel={labels.clearFrom}
        maxDate={toDay ?? shared.maxDate}
      />
      <DateField
        {...shared}
        control={control}
        name={to}
        label={labels.to}
        clearLabel={labels.clearTo}
        minDate={fromDay ?? shared.minDate}
        opensOn={fromDay ?? shared.opensOn}
      />
    </SimpleGrid>
  );
}
