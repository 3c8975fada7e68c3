import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'children';

/**
 * One choice of a few, as radios side by side (arrow keys move between them). `data` holds the
 * values and their labels, translated. Nothing chosen is ''; with `nullValue`, that choice of
 * `data` stands for null instead ("Full day" of a leave that is no half day).
 */
export function RadioGroupField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  data,
  nullValue,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<RadioGroupProps, Bound> & {
    data: readonly { value: string; label: string }[];
    nullValue?: string;
  }) {
  const { inputRef, field, error } = useKitField({ control, name });
  const value = field.value as string | null | undefined;
  return (
    <Radio.Group
      {...props}
      ref={inputRef}
      name={field.name}
      value={value ?? nullValue ?? ''}
      onChange={(next) => field.onChange(nullValue !== undefined && next === nullValue ? null : next)}
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
