import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';

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
    <ListToolbar mb="lg" search={{ value: search, label: t('Search projects'), onSearch }}>
      {canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('Add project')}
        </Button>
      )}
    </ListToolbar>
  );
}
