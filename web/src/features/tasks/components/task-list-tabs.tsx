import { Box, Select, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TABS, type TaskTab } from '../../../../../shared/schemas/tasks.schema.ts';

/** The tabs of the task list, in the order of spec 000 §2, with their English names. */
const TASK_LIST_TABS: readonly { tab: TaskTab; label: string }[] = [
  { tab: 'all', label: 'All tasks' },
  { tab: 'assigned-to-me', label: 'Assigned to me' },
  { tab: 'mentioned-me', label: 'Mentioned me' },
  { tab: 'assigned-by-me', label: 'Assigned by me' },
  { tab: 'overdue', label: 'Over due tasks' },
  { tab: 'deleted', label: 'Deleted tasks' },
];

interface TaskListTabsProps {
  tab: TaskTab;
  onChange: (tab: TaskTab) => void;
  /** The current view: the tab panel's content. */
  children: ReactNode;
}

function asTab(value: string | null): TaskTab | null {
  return TASK_TABS.find((tab) => tab === value) ?? null;
}

/** The tabs keep to one line; where they do not fit (a narrow window, a longer language) they scroll. */
const ONE_LINE = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  tab: { flexShrink: 0 },
} as const;

/** The six views of the task list: tabs, which become a dropdown on small screens (spec 000 §2). */
export function TaskListTabs({ tab, onChange, children }: TaskListTabsProps) {
  const { t } = useTranslation();
  const change = (value: string | null) => {
    const next = asTab(value);
    if (next && next !== tab) onChange(next);
  };
  return (
    <Tabs value={tab} onChange={change} keepMounted={false} styles={ONE_LINE}>
      <Tabs.List aria-label={t('Task views')} visibleFrom="sm" mb="md">
        {TASK_LIST_TABS.map((item) => (
          <Tabs.Tab key={item.tab} value={item.tab}>
            {t(item.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Box hiddenFrom="sm" mb="md">
        <Select
          label={t('Task view')}
          data={TASK_LIST_TABS.map((item) => ({ value: item.tab, label: t(item.label) }))}
          value={tab}
          onChange={change}
          allowDeselect={false}
        />
      </Box>
      <Tabs.Panel value={tab}>{children}</Tabs.Panel>
    </Tabs>
  );
}
