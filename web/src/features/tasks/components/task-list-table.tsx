import { ActionIcon, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconMail, IconMailCheck, IconRestore } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Task, TaskSortColumn } from '../../../../../shared/schemas/tasks.schema.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import type { TaskListParams } from '../api/get-tasks.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import type { TaskColumn } from './task-list-columns.tsx';
import { TaskListSortHeader } from './task-list-sort-header.tsx';

/**
 * Below this the table scrolls sideways instead of squeezing its columns further (a phone). Its
 * columns otherwise take the room their content needs: a 1280 px window holds the whole table.
 */
const TABLE_MIN_WIDTH = 860;

/** Clicks on a row's own controls (checkbox, links, buttons) do not open the task. */
function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, label') !== null;
}

interface TaskListTableProps {
  columns: readonly TaskColumn[];
  items: Task[];
  order: Pick<TaskListParams, 'orderBy' | 'sort'>;
  onSort: (column: TaskSortColumn) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Each row offers its download (Task_Id-{id}.csv), which this is asked to start. */
  onDownload?: (task: Task) => void;
  /** An overdue task with an assignee offers the reminder mail, which this sends. */
  onRemind?: (task: Task) => void;
  /** The task whose reminder is on its way. */
  remindingId?: number | null;
  /** The Deleted tab: each row offers Restore. */
  restoreColumn?: boolean;
  onRestore?: (task: Task) => void;
  restoring?: boolean;
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  /** Called before a task opens (to remember the list). */
  onBeforeOpen?: () => void;
}

/** The rows of a task list, sortable by their headers, each opening its task. */
export function TaskListTable(props: TaskListTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeZone } = useSessionUser();
  const { items, selected } = props;
  const onBeforeOpen = props.onBeforeOpen ?? (() => {});
  const context = { t, timeZone, onBeforeOpen };
  const actionColumn = Boolean(props.onDownload) || Boolean(props.onRemind) || props.restoreColumn;
  const allSelected = items.length > 0 && items.every((task) => selected.includes(task.id));
  const someSelected = !allSelected && items.some((task) => selected.includes(task.id));

  const toggle = (id: number, checked: boolean) =>
    props.onSelect(checked ? [...selected, id] : selected.filter((value) => value !== id));

  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={8}
        fz="sm"
        aria-busy={props.refreshing}
        style={{ opacity: props.refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('Select all tasks on this page')}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) =>
                  props.onSelect(event.currentTarget.checked ? items.map((task) => task.id) : [])
                }
              />
            </Table.Th>
            {props.columns.map((column) =>
              column.sort ? (
                <TaskListSortHeader
                  key={column.key}
                  column={column.sort}
                  label={t(column.label)}
                  order={props.order}
                  onSort={props.onSort}
                />
              ) : (
                <Table.Th key={column.key}>{t(column.label)}</Table.Th>
              ),
            )}
            {actionColumn && <Table.Th>{t('Action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((task) => {
            const isSelected = selected.includes(task.id);
            return (
              <Table.Tr
                key={task.id}
                onClick={(event) => {
                  if (fromControl(event)) return;
                  onBeforeOpen();
                  void navigate(`/view-task/${task.id}`);
                }}
                style={{ cursor: 'pointer' }}
                bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('Select task {{name}}', { name: task.name })}
                    checked={isSelected}
                    onChange={(event) => toggle(task.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                {props.columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}
                  >
                    {column.render(task, context)}
                  </Table.Td>
                ))}
                {actionColumn && (
                  <Table.Td>
                    <TaskRowActions task={task} {...props} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A stand-in for the day, to find it in the translated reminder stamp. */
const DAY_SLOT = '\u0000';

/**
 * A row's actions: its download, its overdue reminder (the mail, and once sent when: spec
 * IsOverdueEmailSent and OverDueEmailSentDate, in the viewer's time zone) and its restore. The
 * stamp goes under the buttons where the column is narrow, broken between words, never inside
 * the day.
 */
function TaskRowActions({ task, ...props }: TaskListTableProps & { task: Task }) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const reminder = props.onRemind && task.abilities.remind ? props.onRemind : null;
  const sentOn =
    reminder && task.overdueMailSentAt ? formatInstantDay(task.overdueMailSentAt, timeZone) : null;
  const [beforeDay = '', afterDay = ''] = t('Sent {{day}}', { day: DAY_SLOT }).split(DAY_SLOT);
  return (
    <Group gap={6} style={{ rowGap: 2 }}>
      <Group gap={6} wrap="nowrap">
        {props.onDownload && (
          <Tooltip label={t('Download')} withArrow>
            <ActionIcon
              variant="light"
              onClick={() => props.onDownload?.(task)}
              aria-label={t('Download task {{name}}', { name: task.name })}
            >
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {reminder && (
          <Tooltip
            label={sentOn ? t('Reminder sent on {{day}}', { day: sentOn }) : t('Send overdue reminder')}
            withArrow
          >
            <ActionIcon
              variant="light"
              color="orange"
              loading={props.remindingId === task.id}
              onClick={() => reminder(task)}
              aria-label={t('Send overdue reminder for {{name}}', { name: task.name })}
            >
              {sentOn ? <IconMailCheck size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
        {props.restoreColumn && task.abilities.restore && (
          <Tooltip label={t('Restore')} withArrow>
            <ActionIcon
              variant="light"
              onClick={() => props.onRestore?.(task)}
              disabled={props.restoring}
              aria-label={t('Restore {{name}}', { name: task.name })}
            >
              <IconRestore size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {sentOn && (
        <Text size="xs" c="dimmed">
          {beforeDay}
          <span style={{ whiteSpace: 'nowrap' }}>{sentOn}</span>
          {afterDay}
        </Text>
      )}
    </Group>
  );
}
