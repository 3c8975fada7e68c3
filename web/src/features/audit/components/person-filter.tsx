import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/users/get-user.ts';
import { usePeopleSearch } from '../api/search-people.ts';

interface PersonFilterProps {
  /** The chosen person's id, from the address. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}

/**
 * The person filter: type a name, choose one of the people found (who acted, or whom the event
 * concerns). A person chosen by a link is named from their profile.
 */
export function PersonFilter({ value, onChange }: PersonFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = usePeopleSearch(debounced);
  const chosen = useUser(value ?? '', Boolean(value));
  const data = (found.data?.items ?? []).map((person) => ({
    value: person.id,
    label: person.email ? `${person.fullName} (${person.email})` : person.fullName,
  }));
  if (value && !data.some((option) => option.value === value))
    data.unshift({ value, label: chosen.data?.fullName ?? (chosen.isError ? value : t('Loading…')) });
  return (
    <Select
      label={t('Person')}
      placeholder={t('Anyone')}
      description={t('Who acted, or whom it concerns')}
      data={data}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
      clearButtonProps={{ 'aria-label': t('Clear the person') }}
      nothingFoundMessage={found.isFetching ? t('Loading…') : t('No data found!')}
    />
  );
}
