import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { splitDescription } from './task-detail-links.ts';
import { repeatSummary } from '../task-repeat-summary.ts';
import { TaskStatusBadge } from '../../../components/task-status-badge.tsx';

/** One labelled value, as a term and its description. */
export function TaskDetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The description as text, its web addresses as links opening in a new tab. */
export function TaskDescription({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitDescription(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

/** The task as read (spec 000 §2): project, id and name, people, due date, status, description. */
export function TaskDetailView({ task }: { task: Task }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {task.name}
      </Title>
      <SimpleGrid renderRoot={(props) => <dl {...props} />} cols={{ base: 2, md: 4 }} spacing="md" m={0}>
        <TaskDetailField label={t('Project')}>{task.project.name}</TaskDetailField>
        <TaskDetailField label={t('Task ID')}>{task.number}</TaskDetailField>
        <TaskDetailField label={t('Assigned to')}>
          {task.assignedTo?.fullName ?? t('Unassigned')}
        </TaskDetailField>
        <TaskDetailField label={t('Assigned by')}>{task.assignedBy.fullName}</TaskDetailField>
        <TaskDetailField label={t('Created by')}>{task.createdBy.fullName}</TaskDetailField>
        <TaskDetailField label={t('Due date')}>{formatDay(task.dueDate)}</TaskDetailField>
        <TaskDetailField label={t('Status')}>
          <TaskStatusBadge task={task} />
        </TaskDetailField>
        {task.series && (
          <TaskDetailField label={t('Repeats')}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconRepeat size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <span>
                {task.series.stopped
                  ? t('No longer repeats')
                  : repeatSummary(task.series.rule, task.series.startDate, t, i18n.language)}
              </span>
            </Group>
          </TaskDetailField>
        )}
      </SimpleGrid>
      <Box component="dl" m={0}>
        <TaskDetailField label={t('Description')}>
          <TaskDescription text={task.description} />
        </TaskDetailField>
      </Box>
    </Stack>
  );
}
