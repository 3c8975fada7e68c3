import { Checkbox, Group, Radio, type CheckboxProps, type RadioGroupProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'children';

/**
 * A whole-number rating chosen among radio buttons (1 to 5 by default), held as a number (null
 * when none is chosen). The arrow keys move between the choices; read only, they cannot change.
 */
export function RatingField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  from = 1,
  to = 5,
  readOnly,
  ...props
}: KitFieldProps<T, V, N> & Omit<RadioGroupProps, Bound> & { from?: number; to?: number }) {
  const { inputRef, field, error } = useKitField({ control, name });
  const value = field.value as number | null | undefined;
  const choices = Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
  return (
    <Radio.Group
      {...props}
      ref={inputRef}
      name={field.name}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(chosen) => field.onChange(Number(chosen))}
      onBlur={field.onBlur}
      readOnly={readOnly}
      error={error}
    >
      <Group gap="md" mt={6}>
        {choices.map((choice) => (
          <Radio key={choice} value={choice} label={choice} disabled={readOnly} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A yes/no box, held as a boolean. */
export function CheckboxField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  ...props
}: KitFieldProps<T, V, N> & Omit<CheckboxProps, Bound | 'checked'>) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <Checkbox
      {...props}
      ref={inputRef}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
