import { Anchor, Button, Group, MultiSelect } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { nextUserViewStatuses, userViewStatusChoices } from '../user-view-params.ts';
import { SearchInput } from '../../../components/search-input.tsx';

interface UserViewToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  statuses: string[];
  onStatuses: (statuses: string[]) => void;
  /** How many rows are checked: Download tasks needs at least one. */
  selectedCount: number;
  onDownload: () => void;
  downloading: boolean;
}

/**
 * The view's search, its status filter with a link that clears it, and Download tasks (the
 * checked rows' Task_list.csv; enabled only when rows are checked), as spec 001 §6 has them.
 */
export function UserViewToolbar(props: UserViewToolbarProps) {
  const { search, onSearch, statuses, onStatuses } = props;
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
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={props.selectedCount === 0}
          loading={props.downloading}
          onClick={props.onDownload}
          style={{ flexShrink: 0 }}
        >
          {t('Download tasks')}
        </Button>
      </Group>
    </Group>
  );
}
