import { Paper, SimpleGrid, Text, Title, UnstyledButton, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PROJECT_COUNT_STATUSES,
  type ProjectCountStatus,
  type ProjectTaskCounts,
} from '../../../../../shared/schemas/projects.schema.ts';

/** Which count each status shows (spec 001 §3 project task counts). */
const COUNT_OF: Record<ProjectCountStatus, keyof ProjectTaskCounts> = {
  New: 'new',
  Active: 'active',
  Completed: 'completed',
  'In-progress': 'inProgress',
  'In-active': 'inactive',
  Overdue: 'overdue',
};

/** The same colours as the task status badges; Overdue is red. */
const COLOR_OF: Record<ProjectCountStatus, MantineColor> = {
  New: 'blue',
  Active: 'cyan',
  Completed: 'green',
  'In-progress': 'yellow',
  'In-active': 'dark',
  Overdue: 'red',
};

/** The project's tasks in that status, in the user/project task view (spec 001 §2.8, §6). */
export function taskViewLink(projectGuid: string, status: ProjectCountStatus): string {
  return `/user-view?${new URLSearchParams({ projectGuid, status }).toString()}`;
}

interface TaskCountsPanelProps {
  projectGuid: string;
  counts: ProjectTaskCounts;
}

/** The task status panel of the details page: each count opens the matching tasks. */
export function TaskCountsPanel({ projectGuid, counts }: TaskCountsPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="project-task-counts" h="100%">
      <Title order={2} size="h4" mb="md" id="project-task-counts">
        {t('Task status')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {PROJECT_COUNT_STATUSES.map((status) => {
          const count = counts[COUNT_OF[status]];
          const label = t(status);
          return (
            <UnstyledButton
              key={status}
              component={Link}
              to={taskViewLink(projectGuid, status)}
              p="md"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-default-border)',
                borderInlineStart: `4px solid var(--mantine-color-${COLOR_OF[status]}-filled)`,
              }}
            >
              <Text fz={28} fw={700} lh={1.1}>
                {count}
              </Text>{' '}
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
