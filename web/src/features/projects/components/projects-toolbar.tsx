import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/constants.ts';

interface ProjectsToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** From the list's answer (CreateProject); the button is hidden without it. */
  canCreate: boolean;
  onAdd: () => void;
}

/** Search (800 ms after the last keystroke) and 'Add project'. */
export function ProjectsToolbar({ search: searchParam, onSearch, canCreate, onAdd }: ProjectsToolbarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(searchParam);
  // The address can change the search too (Back, the sidebar link): follow it.
  const [shownParam, setShownParam] = useState(searchParam);
  if (searchParam !== shownParam) {
    setShownParam(searchParam);
    if (search.trim() !== searchParam) setSearch(searchParam);
  }
  const commitSearch = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);

  return (
    <Group justify="space-between" gap="sm" mb="lg" wrap="wrap">
      <TextInput
        type="search"
        aria-label={t('Search projects')}
        placeholder={t('Search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 280 }}
        maxLength={100}
      />
      {canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('Add project')}
        </Button>
      )}
    </Group>
  );
}
