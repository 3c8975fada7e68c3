import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'children';

/**
 * One choice of a few, as radios side by side (arrow keys move between them); nothing chosen is ''.
 * `data` holds the values and their labels, translated.
 */
export function RadioGroupField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  data,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<RadioGroupProps, Bound> & { data: readonly { value: string; label: string }[] }) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <Radio.Group
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={error}
    >
      <Group gap="lg" mt={6}>
        {data.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
