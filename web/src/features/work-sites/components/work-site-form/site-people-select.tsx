import {
  Group,
  Loader,
  MultiSelect,
  Stack,
  Text,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkSiteBody } from '../../../../../../shared/schemas/attendance.schema.ts';
import { useCollapsedPills } from '../../../../components/collapsed-pills.tsx';
import { useKitField } from '../../../../components/form/field.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api-client.ts';
import { useSubtree } from '../../../../lib/org/get-subtree.ts';
import type { WorkSiteFormValues } from './work-site-form-values.ts';

/** Chosen people shown as pills before '+N more'. */
const PILLS_SHOWN = 3;
/** Options drawn at once; typing narrows a large organisation down. */
const OPTIONS_SHOWN = 100;

interface PersonChoice {
  id: string;
  name: string;
  designation: string | null;
}

interface SitePeopleSelectProps {
  control: Control<WorkSiteFormValues, unknown, WorkSiteBody>;
  /** The people the site already has, named even when the organisation list does not hold them. */
  known: { id: string; name: string }[];
  label: string;
  description?: string;
}

/**
 * The people to bind to a site: everyone the hierarchy selector offers the caller (the whole
 * organisation for an Admin), by name, searchable by name or designation.
 */
export function SitePeopleSelect({ control, known, ...props }: SitePeopleSelectProps) {
  const { t } = useTranslation();
  // A field of the form kit's own making (its value and message), for a list only this form has.
  const { inputRef, field, error } = useKitField({ control, name: 'memberIds' });
  const value = field.value;
  const subtree = useSubtree();
  const renderPill = useCollapsedPills(value, PILLS_SHOWN);

  const people = useMemo(() => {
    const byId = new Map<string, PersonChoice>();
    for (const node of subtree.data ?? []) {
      byId.set(node.id, { id: node.id, name: node.fullName, designation: node.designation });
    }
    for (const member of known) {
      if (!byId.has(member.id)) byId.set(member.id, { id: member.id, name: member.name, designation: null });
    }
    return [...byId.values()].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }, [subtree.data, known]);
  const byId = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  const data = useMemo(() => people.map((person) => ({ value: person.id, label: person.name })), [people]);

  const filter: OptionsFilter = ({ options, search, limit }) => {
    const term = search.trim().toLocaleLowerCase();
    const found = !term
      ? options
      : options.filter((item) => {
          if (!('value' in item)) return false;
          const designation = byId.get(item.value)?.designation ?? '';
          return (
            item.label.toLocaleLowerCase().includes(term) || designation.toLocaleLowerCase().includes(term)
          );
        });
    return found.slice(0, limit);
  };

  return (
    <MultiSelect
      {...props}
      ref={inputRef}
      name={field.name}
      data={data}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      filter={filter}
      limit={OPTIONS_SHOWN}
      maxDropdownHeight={260}
      placeholder={value.length === 0 ? t('Select') : undefined}
      nothingFoundMessage={subtree.isPending ? t('Loading…') : t('No data found!')}
      rightSection={subtree.isPending ? <Loader size={16} aria-label={t('Loading…')} /> : undefined}
      error={error ?? (subtree.isError ? t(GENERIC_ERROR_MESSAGE) : undefined)}
      renderOption={({ option }: { option: ComboboxItem }) => {
        const designation = byId.get(option.value)?.designation;
        return (
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{option.label}</Text>
              {designation && (
                <Text size="xs" c="dimmed" truncate>
                  {designation}
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
