import { Badge, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import type { Task } from '../../../shared/schemas/tasks.schema.ts';

/** The colour of each status badge; Closed and In-active are quiet. */
const STATUS_COLORS: Record<TaskStatus, MantineColor> = {
  New: 'blue',
  Active: 'cyan',
  'In-progress': 'yellow',
  Completed: 'green',
  Closed: 'gray',
  'In-active': 'dark',
};

const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * A task's status as a coloured badge, and a red Overdue marker when its due date has passed. A
 * badge is never narrower than its word (Mantine's would cut it with an ellipsis in a tight cell).
 */
export function TaskStatusBadge({ task }: { task: Pick<Task, 'status' | 'isOverdue'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={STATUS_COLORS[task.status]} variant="light" style={WHOLE}>
        {t(task.status)}
      </Badge>
      {task.isOverdue && (
        <Badge color="red" variant="filled" style={WHOLE}>
          {t('Overdue')}
        </Badge>
      )}
    </Group>
  );
}
