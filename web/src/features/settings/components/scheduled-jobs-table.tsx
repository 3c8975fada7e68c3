import { Badge, Card, EmptyState, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobRunDto, ScheduledJobDto } from '../../../../../shared/schemas/jobs.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useScheduledJobs } from '../api/get-jobs.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { describeSchedule, formatDuration, jobLabel } from '../scheduled-jobs-format.ts';

const OUTCOMES: Record<JobRunDto['outcome'], { color: MantineColor; label: string }> = {
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  running: { color: 'blue', label: 'Running' },
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** An outcome badge keeps its whole word instead of an ellipsis when the table is tight. */
const WHOLE_LABEL = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** Settings > Scheduled jobs (Admins): each job's schedule, last run and next run, refreshed every 30 s. */
export function ScheduledJobsTable() {
  const { t } = useTranslation();
  const jobs = useScheduledJobs();

  if (jobs.isPending) return <PageLoader />;
  if (jobs.isError) return <ErrorAlert error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.jobs.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <EmptyState
          icon={<IconClockOff aria-hidden />}
          title={t('No scheduled jobs')}
          description={t('The job scheduler is not running on this server.')}
        />
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={960} type="native">
        <Table verticalSpacing="sm" aria-label={t('Scheduled jobs')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Job')}</Table.Th>
              <Table.Th>{t('Schedule')}</Table.Th>
              <Table.Th>{t('Last run')}</Table.Th>
              <Table.Th>{t('Outcome')}</Table.Th>
              <Table.Th>{t('Duration')}</Table.Th>
              <Table.Th>{t('Summary')}</Table.Th>
              <Table.Th>{t('Next run')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data.jobs.map((job) => (
              <JobRow key={job.name} job={job} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function JobRow({ job }: { job: ScheduledJobDto }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSessionUser();
  const run = job.lastRun;

  return (
    <Table.Tr>
      <Table.Td maw={320}>
        <Text size="sm" fw={500}>
          {jobLabel(job.name, t)}
        </Text>
        {/* The server's English description; the ones we know are translated. */}
        <Text size="xs" c="dimmed">
          {t(job.description)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={job.schedule}>
          {describeSchedule(job.schedule, job.timeZone, t)}
        </Text>
      </Table.Td>
      <Table.Td style={NOWRAP}>{run ? formatInstant(run.startedAt, timeZone) : '-'}</Table.Td>
      <Table.Td maw={280}>
        <RunOutcome run={run} />
      </Table.Td>
      <Table.Td style={NOWRAP}>
        {run?.durationMs != null ? formatDuration(run.durationMs, t, i18n.language) : '-'}
      </Table.Td>
      <Table.Td>{run?.summary ?? '-'}</Table.Td>
      <Table.Td style={NOWRAP}>{job.nextRunAt ? formatInstant(job.nextRunAt, timeZone) : '-'}</Table.Td>
    </Table.Tr>
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
