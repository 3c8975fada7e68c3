import {
  Group,
  NumberInput,
  Radio,
  Select,
  type NumberInputProps,
  type RadioGroupProps,
  type SelectProps,
} from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/** One choice of a numbered list (a leave type, a location), held as its number; nothing chosen is null. */
export function IdSelectField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  data,
  error: ownError,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<SelectProps, Bound | 'data'> & {
    data: ReadonlyArray<{ value: number; label: string }>;
    /** A rule's message (translated) that stands in for the schema's while it holds. */
    error?: string | null;
  }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = field.value as number | null;
  return (
    <Select
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data.map((option) => ({ value: String(option.value), label: option.label }))}
      ref={inputRef}
      name={field.name}
      value={value === null ? null : String(value)}
      onChange={(next) => field.onChange(next === null ? null : Number(next))}
      onBlur={field.onBlur}
      error={ownError ?? error}
    />
  );
}

/**
 * A few choices side by side as radio buttons (a minimal one until the kit's choice-group fields
 * come: the same props). `nullValue` names the choice that stands for null ("Full day").
 */
export function RadioChoicesField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  data,
  nullValue,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<RadioGroupProps, Bound | 'children'> & {
    data: ReadonlyArray<{ value: string; label: string }>;
    nullValue?: string;
  }) {
  const { inputRef, field, error } = useKitField({ control, name });
  const value = field.value as string | null;
  return (
    <Radio.Group
      {...props}
      ref={inputRef}
      name={field.name}
      value={value ?? nullValue ?? null}
      onChange={(next) => field.onChange(next === nullValue ? null : next)}
      onBlur={field.onBlur}
      error={error}
    >
      <Group gap="lg" mt={4}>
        {data.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * A decimal number that may be negative (a latitude, a longitude): while what is typed is not a
 * number yet ('', '-', '18.') the field holds that text, so typing is never undone; the form's
 * schema reads any text as no number and says what is allowed.
 */
export function DecimalField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  ...props
}: KitFieldProps<T, V, N> & Omit<NumberInputProps, Bound>) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
