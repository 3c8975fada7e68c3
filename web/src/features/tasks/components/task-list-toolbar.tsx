import { Button, SegmentedControl } from '@mantine/core';
import { IconDownload, IconPlus, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListExportButton } from '../../../components/list/list-export-button.tsx';
import { FilterToggleButton } from '../../../components/list/list-filter-toggle.tsx';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';

interface TaskListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  filtersOpen: boolean;
  filterCount: number;
  onToggleFilters: () => void;
  /** How many selected rows may be restored (Deleted tab); null elsewhere. */
  restorable: number | null;
  onRestoreSelected: () => void;
  restoring: boolean;
  /** How many rows are checked: with any, Export selected is offered. */
  selectedCount: number;
  onExportSelected: () => void;
  exportingSelected: boolean;
  /** Whether the list has rows to export at all. */
  canExportAll: boolean;
  onExportAll: () => void;
  exportingAll: boolean;
  canCreate: boolean;
  onAdd: () => void;
  /** The list as a table or as a board (kept in the address). */
  view: TaskListView;
  onView: (view: TaskListView) => void;
}

export type TaskListView = 'table' | 'board';

/**
 * Search, Restore for the selected rows (Deleted tab), Export selected (Task_list.csv of the
 * checked rows), Export all (of the whole filtered list), the Filters toggle, Add task, and the
 * choice of the table or the board.
 */
export function TaskListToolbar(props: TaskListToolbarProps) {
  const { t } = useTranslation();
  return (
    <ListToolbar search={{ value: props.search, label: t('Search tasks'), onSearch: props.onSearch }}>
      {props.restorable !== null && (
        <Button
          variant="light"
          leftSection={<IconRestore size={16} aria-hidden />}
          disabled={props.restorable === 0}
          loading={props.restoring}
          onClick={props.onRestoreSelected}
        >
          {t('Restore selected')}
        </Button>
      )}
      {props.selectedCount > 0 && (
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={props.exportingSelected}
          onClick={props.onExportSelected}
        >
          {t('Export selected')}
        </Button>
      )}
      <ListExportButton
        label={t('Export all')}
        disabled={!props.canExportAll}
        exporting={props.exportingAll}
        onExport={props.onExportAll}
      />
      <FilterToggleButton
        open={props.filtersOpen}
        count={props.filterCount}
        controls="task-list-filters"
        onToggle={props.onToggleFilters}
      />
      <SegmentedControl
        aria-label={t('Show the tasks as')}
        value={props.view}
        onChange={(view) => props.onView(view === 'board' ? 'board' : 'table')}
        data={[
          { value: 'table', label: t('Table') },
          { value: 'board', label: t('Board') },
        ]}
      />
      {props.canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
          {t('Add task')}
        </Button>
      )}
    </ListToolbar>
  );
}
