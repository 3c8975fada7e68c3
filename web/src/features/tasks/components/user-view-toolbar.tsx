import { Anchor, Group, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nextUserViewStatuses, userViewStatusChoices } from '../user-view-params.ts';
import { SearchInput } from '../../../components/search-input.tsx';

interface UserViewToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  statuses: string[];
  onStatuses: (statuses: string[]) => void;
}

/** The view's search and its status filter with a link that clears it (spec 001 §6). */
export function UserViewToolbar({ search, onSearch, statuses, onStatuses }: UserViewToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <SearchInput value={search} label={t('Search tasks')} onSearch={onSearch} />
      <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
        <MultiSelect
          label={t('Status')}
          placeholder={statuses.length === 0 ? t('All statuses') : undefined}
          data={userViewStatusChoices(statuses).map((status) => ({ value: status, label: t(status) }))}
          value={statuses}
          onChange={(next) => onStatuses(nextUserViewStatuses(statuses, next))}
          w={{ base: '100%', sm: 320 }}
          style={{ flexGrow: 1 }}
        />
        {statuses.length > 0 && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            mb={8}
            aria-label={t('Clear status filter')}
            onClick={() => onStatuses([])}
          >
            {t('Clear')}
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
