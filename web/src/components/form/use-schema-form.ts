import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a shared schema (the same one the server checks with): the
 * schema's message shows under a field once it is left or the form is submitted, before any
 * request. `TFieldValues` is what the fields hold (a select may hold null); `TValues` what the
 * schema makes of them, the body sent.
 */
export function useSchemaForm<TFieldValues extends FieldValues, TValues>(
  schema: z.ZodType<TValues>,
  defaultValues: DefaultValues<TFieldValues>,
  options: Omit<UseFormProps<TFieldValues, unknown, TValues>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<TFieldValues, unknown, TValues>({
    mode: 'onTouched',
    ...options,
    // The fields' values are the schema's input before it parses them (nulls of empty choices included).
    resolver: zodResolver(schema as z.ZodType<TValues, TFieldValues>),
    defaultValues,
  });
}
