import {
  Avatar,
  Group,
  Loader,
  MultiSelect,
  Stack,
  Text,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROJECT_AVATARS_SHOWN, type PersonOption } from '../../../../../shared/schemas/projects.schema.ts';
import { useCollapsedPills } from '../../../components/collapsed-pills.tsx';
import { useKitField } from '../../../components/form/field.ts';

interface MembersMultiSelectProps<T extends FieldValues, V> {
  /** The form's control; the field is its `userIds`. */
  control: Control<T, unknown, V>;
  options: PersonOption[];
  label: string;
  /** Why the people could not be listed (translated); it stands before the field's own message. */
  loadError?: string | undefined;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The users multi-select of spec 001 §2.6: people sorted by full name, each shown with their
 * e-mail, searchable by either; three chosen people show, the rest behind '+N more'.
 */
export function MembersMultiSelect<T extends FieldValues & { userIds: string[] }, V>({
  control,
  options,
  loading,
  loadError,
  ...props
}: MembersMultiSelectProps<T, V>) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name: 'userIds' as Path<T> });
  const value = field.value as string[];
  const renderPill = useCollapsedPills(value, PROJECT_AVATARS_SHOWN);
  const sorted = useMemo(
    () =>
      [...options].sort((a, b) => a.fullName.localeCompare(b.fullName, undefined, { sensitivity: 'base' })),
    [options],
  );
  const byId = useMemo(() => new Map(sorted.map((person) => [person.id, person])), [sorted]);
  const data = useMemo(
    () => sorted.map((person) => ({ value: person.id, label: person.fullName })),
    [sorted],
  );

  const filter: OptionsFilter = ({ options: items, search }) => {
    const term = search.trim().toLocaleLowerCase();
    if (!term) return items;
    return items.filter((item) => {
      if (!('value' in item)) return false;
      const person = byId.get(item.value);
      return (
        item.label.toLocaleLowerCase().includes(term) ||
        Boolean(person?.email.toLocaleLowerCase().includes(term))
      );
    });
  };

  return (
    <MultiSelect
      {...props}
      ref={inputRef}
      name={field.name}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={loadError ?? error}
      data={data}
      value={value}
      withAsterisk
      searchable
      filter={filter}
      maxDropdownHeight={260}
      placeholder={value.length === 0 ? t('Select') : undefined}
      nothingFoundMessage={loading ? t('Loading…') : t('No data found!')}
      rightSection={loading ? <Loader size={16} aria-label={t('Loading…')} /> : undefined}
      renderOption={({ option }: { option: ComboboxItem }) => {
        const person = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={person?.avatarUrl}
              name={option.label}
              color="initials"
              size={28}
              alt=""
              aria-hidden
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed" truncate>
                {person?.email}
              </Text>
            </Stack>
          </Group>
        );
      }}
      renderPill={renderPill}
    />
  );
}
