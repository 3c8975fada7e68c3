import { Badge, Box, Stack, Text, type MantineColor } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobRunDto, ScheduledJobDto } from '../../../../../shared/schemas/jobs.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { listQueryState, type DataColumn } from '../../../components/list/data-table-types.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useScheduledJobs } from '../api/get-jobs.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { describeSchedule, formatDuration, jobLabel } from '../scheduled-jobs-format.ts';

const OUTCOMES: Record<JobRunDto['outcome'], { color: MantineColor; label: string }> = {
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  running: { color: 'blue', label: 'Running' },
};

/** An outcome badge keeps its whole word instead of an ellipsis when the table is tight. */
const WHOLE_LABEL = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** Settings > Scheduled jobs (Admins): each job's schedule, last run and next run, refreshed every 30 s. */
export function ScheduledJobsTable() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSessionUser();
  const jobs = useScheduledJobs();
  const columns: DataColumn<ScheduledJobDto>[] = [
    {
      key: 'job',
      heading: t('Job'),
      cell: (job) => (
        <Box maw={320}>
          <Text size="sm" fw={500}>
            {jobLabel(job.name, t)}
          </Text>
          {/* The server's English description; the ones we know are translated. */}
          <Text size="xs" c="dimmed">
            {t(job.description)}
          </Text>
        </Box>
      ),
    },
    {
      key: 'schedule',
      heading: t('Schedule'),
      cell: (job) => (
        <Text size="sm" title={job.schedule}>
          {describeSchedule(job.schedule, job.timeZone, t)}
        </Text>
      ),
    },
    {
      key: 'lastRun',
      heading: t('Last run'),
      nowrap: true,
      cell: (job) => (job.lastRun ? formatInstant(job.lastRun.startedAt, timeZone) : '-'),
    },
    {
      key: 'outcome',
      heading: t('Outcome'),
      cell: (job) => (
        <Box maw={280}>
          <RunOutcome run={job.lastRun} />
        </Box>
      ),
    },
    {
      key: 'duration',
      heading: t('Duration'),
      nowrap: true,
      cell: (job) =>
        job.lastRun?.durationMs != null ? formatDuration(job.lastRun.durationMs, t, i18n.language) : '-',
    },
    { key: 'summary', heading: t('Summary'), cell: (job) => job.lastRun?.summary ?? '-' },
    {
      key: 'nextRun',
      heading: t('Next run'),
      nowrap: true,
      cell: (job) => (job.nextRunAt ? formatInstant(job.nextRunAt, timeZone) : '-'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={jobs.data?.jobs}
      rowKey={(job) => job.name}
      label={t('Scheduled jobs')}
      minWidth={960}
      verticalSpacing="sm"
      withBorder
      empty={{
        icon: <IconClockOff aria-hidden />,
        title: t('No scheduled jobs'),
        description: t('The job scheduler is not running on this server.'),
      }}
      {...listQueryState(jobs)}
    />
  );
}

/** The outcome badge; a failure shows its error under it, readable on a phone too. */
function RunOutcome({ run }: { run: JobRunDto | null }) {
  const { t } = useTranslation();
  if (!run) {
    return (
      <Badge color="gray" variant="light" styles={WHOLE_LABEL}>
        {t('Not run yet')}
      </Badge>
    );
  }
  const outcome = OUTCOMES[run.outcome];
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={outcome.color} variant="light" styles={WHOLE_LABEL}>
        {t(outcome.label)}
      </Badge>
      {run.attempt > 1 && (
        <Text size="xs" c="dimmed">
          {t('Attempt {{attempt}}', { attempt: run.attempt })}
        </Text>
      )}
      {run.outcome === 'failed' && run.error && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {run.error}
        </Text>
      )}
    </Stack>
  );
}
