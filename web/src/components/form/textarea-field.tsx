import type { TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { TextFieldLimit } from '../../lib/text-limit-of.ts';
import { LimitedTextarea } from '../text-limit.tsx';
import { useKitField, type KitBound, type KitFieldProps } from './field.ts';

/** A long text field with its schema's limit in sight (the counter, and the message once passed). */
export function TextareaField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  limit,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<TextareaProps, KitBound | 'maxLength'> & {
    limit: TextFieldLimit;
    /** Show the counter from the first character (a short field whose limit matters). */
    alwaysCount?: boolean;
  }) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <LimitedTextarea
      {...props}
      {...limit}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
