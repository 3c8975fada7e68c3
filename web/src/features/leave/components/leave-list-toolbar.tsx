import { Button, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';

interface LeaveListToolbarProps {
  own: boolean;
  search: string;
  onOwn: (own: boolean) => void;
  onSearch: (search: string) => void;
  onApply: () => void;
}

/** Whose applications (the whole hierarchy or one's own), the search, and Apply leave. */
export function LeaveListToolbar({ own, search, onOwn, onSearch, onApply }: LeaveListToolbarProps) {
  const { t } = useTranslation();
  return (
    <ListToolbar
      search={{ value: search, label: t('Search leave applications'), onSearch }}
      leading={
        <SegmentedControl
          aria-label={t('Whose applications')}
          value={own ? 'own' : 'all'}
          onChange={(value) => onOwn(value === 'own')}
          data={[
            { value: 'all', label: t('All applications') },
            { value: 'own', label: t('My applications') },
          ]}
        />
      }
    >
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onApply}>
        {t('Apply leave')}
      </Button>
    </ListToolbar>
  );
}
