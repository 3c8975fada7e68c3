import { Anchor, Button, Group, MultiSelect } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILTERABLE_TASK_STATUSES } from '../../../../../shared/rules/tasks.ts';
import { SearchInput } from '../../../components/list/list-search-input.tsx';

/** Overdue is a tab of the API, not a status, but the view filters by it like one (spec 001 §6). */
export const OVERDUE_FILTER = 'Overdue';

/**
 * The status In-active is not offered, but a project's In-active count links here with it
 * (spec 001 §2.8), so a link may choose it.
 */
const LINKED_ONLY_STATUS = 'In-active';

/** The choices of the view's status filter: In-active and Closed are not offered. */
const USER_VIEW_STATUS_FILTERS: readonly string[] = [...FILTERABLE_TASK_STATUSES, OVERDUE_FILTER];

/** Every status the view's address may filter by: those offered, and In-active from a link. */
export const USER_VIEW_STATUSES = [...FILTERABLE_TASK_STATUSES, LINKED_ONLY_STATUS, OVERDUE_FILTER] as const;
export type UserViewStatus = (typeof USER_VIEW_STATUSES)[number];

/** The filter's choices: In-active only while a link has chosen it. */
function userViewStatusChoices(chosen: readonly UserViewStatus[]): string[] {
  return chosen.includes(LINKED_ONLY_STATUS)
    ? [...USER_VIEW_STATUS_FILTERS, LINKED_ONLY_STATUS]
    : [...USER_VIEW_STATUS_FILTERS];
}

/** Overdue stands alone: overdue tasks of any status, which the API answers as a tab. */
export function exclusiveOverdue(statuses: readonly UserViewStatus[]): UserViewStatus[] {
  return statuses.includes(OVERDUE_FILTER) ? [OVERDUE_FILTER] : [...statuses];
}

/**
 * A change of the status filter. Statuses add up (New or Active); Overdue cannot be added to them,
 * so choosing it replaces them, and choosing a status replaces Overdue.
 */
function nextUserViewStatuses(previous: readonly UserViewStatus[], next: string[]): UserViewStatus[] {
  const chosen = next.flatMap((value) => USER_VIEW_STATUSES.find((status) => status === value) ?? []);
  const added = chosen.filter((status) => !previous.includes(status));
  if (added.includes(OVERDUE_FILTER)) return [OVERDUE_FILTER];
  return added.length > 0 ? chosen.filter((status) => status !== OVERDUE_FILTER) : chosen;
}

interface UserViewToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  statuses: UserViewStatus[];
  onStatuses: (statuses: UserViewStatus[]) => void;
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
