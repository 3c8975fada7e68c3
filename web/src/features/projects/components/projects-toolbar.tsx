import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';

interface ProjectsToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** From the list's answer (CreateProject); the button is hidden without it. */
  canCreate: boolean;
  onAdd: () => void;
}

/** Search (800 ms after the last keystroke) and 'Add project'. */
export function ProjectsToolbar({ search, onSearch, canCreate, onAdd }: ProjectsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="lg" wrap="wrap">
      <SearchInput value={search} label={t('Search projects')} onSearch={onSearch} />
      {canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('Add project')}
        </Button>
      )}
    </Group>
  );
}
