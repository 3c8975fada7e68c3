import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { STATUS_COLORS } from '../task-list-format.ts';

/** A task's status as a coloured badge, and a red Overdue marker when its due date has passed. */
export function TaskListStatusBadge({ task }: { task: Pick<Task, 'status' | 'isOverdue'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={STATUS_COLORS[task.status]} variant="light" style={{ flexShrink: 0 }}>
        {t(task.status)}
      </Badge>
      {task.isOverdue && (
        <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
          {t('Overdue')}
        </Badge>
      )}
    </Group>
  );
}
