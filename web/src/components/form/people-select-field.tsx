import {
  Avatar,
  Group,
  Loader,
  MultiSelect,
  Stack,
  Text,
  type ComboboxItem,
  type MultiSelectProps,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCollapsedPills } from '../collapsed-pills.tsx';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'error'
  | 'name'
  | 'data'
  | 'filter'
  | 'searchable'
  | 'renderOption'
  | 'renderPill';

/** A person to choose: the name, and what tells namesakes apart (an e-mail, a designation). */
export interface PersonChoice {
  id: string;
  name: string;
  detail?: string | null;
  /** Shown beside the name when the field has `withAvatars`. */
  avatarUrl?: string | null;
}

/**
 * People to choose (a project's users, a work site's people), held as their ids: sorted by name,
 * searchable by the name or the detail shown under it, with avatars when `withAvatars`. The first
 * `pillsShown` chosen show, the rest behind '+N more'. While `loading` the list says so;
 * `loadError` (why the people could not be listed, translated) stands before the field's message.
 */
export function PeopleSelectField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  people,
  withAvatars = false,
  pillsShown = 3,
  loading = false,
  loadError,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<MultiSelectProps, Bound> & {
    people: readonly PersonChoice[];
    withAvatars?: boolean;
    pillsShown?: number;
    loading?: boolean;
    loadError?: string | undefined;
  }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  const renderPill = useCollapsedPills(value, pillsShown);
  const sorted = useMemo(
    () => [...people].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
    [people],
  );
  const byId = useMemo(() => new Map(sorted.map((person) => [person.id, person])), [sorted]);
  const data = useMemo(() => sorted.map((person) => ({ value: person.id, label: person.name })), [sorted]);

  const filter: OptionsFilter = ({ options, search, limit }) => {
    const term = search.trim().toLocaleLowerCase();
    const found = !term
      ? options
      : options.filter((item) => {
          if (!('value' in item)) return false;
          const detail = byId.get(item.value)?.detail ?? '';
          return item.label.toLocaleLowerCase().includes(term) || detail.toLocaleLowerCase().includes(term);
        });
    return limit === undefined ? found : found.slice(0, limit);
  };

  return (
    <MultiSelect
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...props}
      ref={inputRef}
      name={field.name}
      data={data}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={loadError ?? error}
      searchable
      filter={filter}
      placeholder={value.length === 0 ? t('Select') : undefined}
      nothingFoundMessage={loading ? t('Loading…') : t('No data found!')}
      rightSection={loading ? <Loader size={16} aria-label={t('Loading…')} /> : undefined}
      renderOption={({ option }: { option: ComboboxItem }) => {
        const person = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {withAvatars && (
              <Avatar
                src={person?.avatarUrl}
                name={option.label}
                color="initials"
                size={28}
                alt=""
                aria-hidden
              />
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{option.label}</Text>
              {person?.detail && (
                <Text size="xs" c="dimmed" truncate>
                  {person.detail}
                </Text>
              )}
            </Stack>
          </Group>
        );
      }}
      renderPill={renderPill}
    />
  );
}
