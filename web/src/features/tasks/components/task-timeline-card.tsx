import { Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useNow } from '../../../lib/relative-time-text.ts';
import type { TaskTimelineQuery } from '../api/get-task-timeline.ts';
import { TaskCommentForm } from './task-comment-form.tsx';
import { TaskTimelineEntry } from './task-timeline-entry.tsx';

/**
 * The Timeline card beneath a task (spec 000 §2): what happened to it, newest first. The page
 * asks for the timeline alongside the task (useTaskTimeline) and hands the query over.
 */
export function TaskTimelineCard({ taskId, timeline }: { taskId: number; timeline: TaskTimelineQuery }) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const now = useNow();
  const titleId = useId();
  const entries = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page says whether the task takes comments (not once it is deleted).
  const canComment = timeline.data?.pages[0]?.canComment ?? false;

  let content;
  if (timeline.isPending) content = <TimelineSkeleton />;
  else if (timeline.isError && !timeline.data)
    content = <ErrorAlert error={timeline.error} onRetry={() => void timeline.refetch()} />;
  else if (entries.length === 0)
    content = (
      <Center py="md">
        <Text c="dimmed">{t('Nothing has happened to this task yet.')}</Text>
      </Center>
    );
  else
    content = (
      <Stack gap="md">
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <TaskTimelineEntry key={entry.id} taskId={taskId} entry={entry} now={now} timeZone={timeZone} />
          ))}
        </Stack>
        {timeline.isFetchNextPageError && (
          <ErrorAlert error={timeline.error} onRetry={() => void timeline.fetchNextPage()} />
        )}
        {timeline.hasNextPage && !timeline.isFetchNextPageError && (
          <Group justify="center">
            <Button
              variant="light"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              {t('Load more')}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('Timeline')}
        </Title>
        {canComment && <TaskCommentForm taskId={taskId} />}
        {content}
      </Stack>
    </Paper>
  );
}

function TimelineSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('Loading the timeline…')}>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton height={36} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="50%" />
            <Skeleton height={10} width="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
