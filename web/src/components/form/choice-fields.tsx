import {
  Alert,
  MultiSelect,
  Select,
  Stack,
  type ComboboxData,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCollapsedPills } from '../collapsed-pills.tsx';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/** What a choice is held as: its text, or its number (a leave type's id, a location's code). */
export type ChoiceValue = string | number;

/** A rule's message (translated) that stands in for the schema's while it holds. */
export interface OwnError {
  error?: string | null;
}

/** The value of the choice that stands for null when null is a choice of its own. */
const NULL_CHOICE = '__null__';

export type SelectFieldProps<
  T extends FieldValues,
  V,
  N extends FieldPath<T>,
  O extends ChoiceValue,
> = KitFieldProps<T, V, N> &
  Omit<SelectProps<O>, Bound | 'data'> &
  OwnError & {
    data: ComboboxData<O>;
    /** Null is a choice of its own, listed first under this label ("Organisation default"), translated. */
    nullLabel?: string;
    /**
     * Messages (English, as the schema or the server words them) that warn rather than say the
     * choice is wrong: shown under the field as a yellow alert (a task completed without a
     * Timeline comment).
     */
    warnings?: readonly string[];
  };

/**
 * One choice of a list, held as its value; nothing chosen is null (or, with `nullLabel`, the
 * first choice). The list opens in a portal, above a modal's edge.
 */
export function SelectField<
  T extends FieldValues,
  V,
  N extends FieldPath<T>,
  O extends ChoiceValue = string,
>({ control, name, data, nullLabel, warnings, error: ownError, ...props }: SelectFieldProps<T, V, N, O>) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = (field.value as O | null | undefined) ?? null;
  const warning = error !== undefined && warnings?.some((message) => t(message) === error) ? error : null;
  const select = (
    <Select<O | typeof NULL_CHOICE>
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      {...(props as Omit<SelectProps<O | typeof NULL_CHOICE>, Bound | 'data'>)}
      data={nullLabel === undefined ? data : [{ value: NULL_CHOICE, label: nullLabel }, ...data]}
      ref={inputRef}
      name={field.name}
      value={value === null && nullLabel !== undefined ? NULL_CHOICE : value}
      onChange={(next) => field.onChange(next === NULL_CHOICE ? null : next)}
      onBlur={field.onBlur}
      error={warning ? undefined : (ownError ?? error)}
      aria-invalid={warning ? true : undefined}
    />
  );
  if (!warnings) return select;
  return (
    <Stack gap={6}>
      {select}
      {warning && (
        <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
          {warning}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Several choices of a list (an empty list when none). With `pillsShown`, the first chosen ones
 * show and the rest wait behind '+N more' (spec 001 §2.4, §2.6).
 */
export function MultiSelectField<
  T extends FieldValues,
  V,
  N extends FieldPath<T>,
  O extends ChoiceValue = string,
>({
  control,
  name,
  error: ownError,
  pillsShown,
  ...props
}: KitFieldProps<T, V, N> & Omit<MultiSelectProps<O>, Bound> & OwnError & { pillsShown?: number }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = (field.value as O[] | undefined) ?? [];
  const renderPill = useCollapsedPills(value, pillsShown ?? Infinity);
  return (
    <MultiSelect<O>
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      renderPill={pillsShown === undefined ? undefined : renderPill}
      {...props}
      ref={inputRef}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      error={ownError ?? error}
    />
  );
}

/**
 * One list of choices (a person's permissions) chosen in several multi-selects, one a group: each
 * shows the chosen ones of its `data` and changes only those. The first select carries the field's
 * focus and message. The selects come side by side in whatever grid holds them.
 */
export function MultiSelectGroupsField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  groups,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<MultiSelectProps, Bound | 'data' | 'label'> & {
    /** Each select's label (translated) and choices. */
    groups: readonly { label: string; data: readonly string[] }[];
  }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  return groups.map(({ label, data }, index) => (
    <MultiSelect
      key={label}
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      ref={index === 0 ? inputRef : undefined}
      label={label}
      data={data}
      value={value.filter((choice) => data.includes(choice))}
      onChange={(next) => field.onChange([...value.filter((choice) => !data.includes(choice)), ...next])}
      onBlur={field.onBlur}
      error={index === 0 ? error : undefined}
    />
  ));
}
