import { Anchor, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
import { TaskStatusBadge } from '../../../components/task-status-badge.tsx';
import { usePersonTaskSummary } from '../api/get-person-task-summary.ts';

function TaskLine({ task }: { task: Task }) {
  const { t } = useTranslation();
  return (
    <SectionLine
      title={task.name}
      to={`/view-task/${task.id}`}
      detail={`${task.number} · ${t('Due date')} ${formatDay(task.dueDate)}`}
      end={<TaskStatusBadge task={task} />}
    />
  );
}

function TaskLines({ title, tasks, empty }: { title: string; tasks: Task[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SectionList items={tasks} empty={empty}>
        {(task) => <TaskLine key={task.id} task={task} />}
      </SectionList>
    </Stack>
  );
}

/**
 * A person's tasks on their page: how many are open, overdue and done, the open ones due first
 * and the ones done last, among the tasks the viewer's own lists show; all of them in their view.
 */
export function PersonTasksCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = usePersonTaskSummary(userId);
  return (
    <SectionCard
      id="person-tasks"
      title={t('Tasks')}
      action={
        <Anchor component={Link} to={`/user-view?userId=${encodeURIComponent(userId)}`} size="sm">
          {t('All their tasks')}
        </Anchor>
      }
      query={summary}
      skeletonHeight={160}
    >
      {(data) => (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t('Open: {{number}}', { number: data.counts.open })}
            </Badge>
            <Badge variant="light" color="red" size="lg">
              {t('Overdue: {{number}}', { number: data.counts.overdue })}
            </Badge>
            <Badge variant="light" color="green" size="lg">
              {t('Done: {{number}}', { number: data.counts.done })}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TaskLines title={t('Open, due first')} tasks={data.open} empty={t('No open tasks.')} />
            <TaskLines title={t('Recently done')} tasks={data.recentlyDone} empty={t('No task done yet.')} />
          </SimpleGrid>
        </Stack>
      )}
    </SectionCard>
  );
}
