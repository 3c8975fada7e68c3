import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useKitField, type KitBound, type KitFieldProps } from './field.ts';

// A file of its own: the number box (with react-number-format) stays out of the sign-in page's script.
/**
 * A number. An emptied box holds `empty`: null by default (the schema says whether one is
 * required), '' for a schema that reads text as no number, 0 for an amount whose absence is
 * nothing (the box then shows 0). What is half typed ('-', '18.') stays as text, so the box keeps
 * it, and the schema says it is not a number yet.
 */
export function NumberField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  empty = null,
  ...props
}: KitFieldProps<T, V, N> & Omit<NumberInputProps, KitBound> & { empty?: null | '' | 0 }) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? empty : value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
