import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconMail, IconMailCheck, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';

/** What a task row may offer: each given handler adds its button. */
export interface TaskRowActionsProps {
  task: Task;
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
}

/** A stand-in for the day, to find it in the translated reminder stamp. */
const DAY_SLOT = '\u0000';

/**
 * A row's actions: its download, its overdue reminder (the mail, and once sent when: spec
 * IsOverdueEmailSent and OverDueEmailSentDate, in the viewer's time zone) and its restore. The
 * stamp goes under the buttons where the column is narrow, broken between words, never inside
 * the day.
 */
export function TaskRowActions({ task, ...props }: TaskRowActionsProps) {
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
