import { ActionIcon, Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../../../shared/rules/relative-time.ts';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { relativeTimeText } from '../../../lib/relative-time-text.ts';
import { changeText } from '../task-timeline-format.ts';
import { CommentAttachments } from './comment-attachments.tsx';
import { CommentBody, CommentEditForm } from './task-comment-body.tsx';

interface TaskTimelineEntryProps {
  taskId: number;
  entry: TimelineEntry;
  now: Date;
  timeZone: string;
}

/** What the author did, said after their name; null when the lines below say it all. */
function actionText(entry: TimelineEntry, t: TFunction): string | null {
  switch (entry.type) {
    case 'TaskCreated':
      return t('created the task');
    case 'TaskEdited':
      return t('edited the task');
    case 'TaskDeleted':
      return t('deleted the task');
    case 'TaskRestored':
      return t('restored the task');
    case 'Timeline':
      return t('commented');
    case 'UserDeleted':
      return null;
  }
}

/** The lines under the author: each change of an edit, or who took over (a comment shows its text). */
function detailLines(entry: TimelineEntry, t: TFunction): string[] {
  if (entry.type === 'TaskEdited') return entry.changes.map((change) => changeText(change, t));
  if (entry.type === 'UserDeleted') {
    const [moved] = entry.changes;
    return [
      t('{{user}} was deleted; tasks moved to {{name}}', {
        user: moved?.previous ?? '',
        name: moved?.current ?? t('Unassigned'),
      }),
    ];
  }
  return [];
}

/** One entry: the author's avatar and name, what happened, and how long ago (the full stamp on hover). */
export function TaskTimelineEntry({ taskId, entry, now, timeZone }: TaskTimelineEntryProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const action = actionText(entry, t);
  const when = relativeTimeText(relativeTime(new Date(entry.createdAt), now, timeZone), t, i18n.language);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
      <Avatar name={entry.author.fullName} color="initials" size={36} alt={entry.author.fullName} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Text size="sm">
            <Text span fw={600}>
              {entry.author.fullName}
            </Text>
            {action && ` ${action}`}
            {entry.isEdited && (
              <Badge ml="xs" size="xs" variant="light" color="gray">
                {t('Edited')}
              </Badge>
            )}
          </Text>
          <Group gap={4} wrap="nowrap">
            {entry.canEdit && !editing && (
              <Tooltip label={t('Edit comment')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('Edit comment')}
                  onClick={() => setEditing(true)}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip
              label={formatInstant(entry.createdAt, timeZone, { seconds: true })}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <Text
                component="time"
                dateTime={entry.createdAt}
                tabIndex={0}
                size="xs"
                c="dimmed"
                style={{ whiteSpace: 'nowrap' }}
              >
                {when}
              </Text>
            </Tooltip>
          </Group>
        </Group>
        {entry.type === 'Timeline' &&
          (editing ? (
            <CommentEditForm taskId={taskId} entry={entry} onDone={() => setEditing(false)} />
          ) : (
            entry.body && <CommentBody html={entry.body} />
          ))}
        <CommentAttachments attachments={entry.attachments} />
        {detailLines(entry, t).map((line, i) => (
          <Text key={i} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}
