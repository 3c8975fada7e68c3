import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/** A rule's message (translated) that stands in for the schema's while it holds. */
export interface OwnError {
  error?: string | null;
}

/** One choice of a list; nothing chosen is null. The list opens in a portal, above a modal's edge. */
export function SelectField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  error: ownError,
  ...props
}: KitFieldProps<T, V, N> & Omit<SelectProps, Bound> & OwnError) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <Select
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={ownError ?? error}
    />
  );
}

/** Several choices of a list (an empty list when none). */
export function MultiSelectField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  error: ownError,
  ...props
}: KitFieldProps<T, V, N> & Omit<MultiSelectProps, Bound> & OwnError) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <MultiSelect
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? []}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={ownError ?? error}
    />
  );
}
