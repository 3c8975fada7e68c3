import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import type { JobsResponse, ScheduledJobDto } from '../../../../../shared/schemas/jobs.schema.ts';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { ids } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

// Ada is an Admin in Asia/Kolkata (UTC+05:30): the times below are shown in her zone.
const ADMIN: SessionUser = {
  ...TEST_USER,
  role: { id: ids.adminRole, name: 'Admin', systemKey: 'admin' },
};

const MAIL: ScheduledJobDto = {
  name: 'mail-delivery',
  description: 'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.',
  schedule: '*/15 * * * * *',
  timeZone: 'UTC',
  nextRunAt: '2026-03-04T10:00:15.000Z',
  lastRun: {
    period: '2026-03-04T10:00:00.000Z',
    outcome: 'succeeded',
    attempt: 1,
    startedAt: '2026-03-04T10:00:00.000Z',
    finishedAt: '2026-03-04T10:00:00.120Z',
    durationMs: 120,
    summary: '3 sent, 0 failed',
    error: null,
  },
};

const SWEEP: ScheduledJobDto = {
  name: 'file-sweep',
  description: 'Removes uploaded files that nothing refers to, 24 hours after their upload.',
  schedule: '0 30 3 * * *',
  timeZone: 'UTC',
  nextRunAt: '2026-03-05T03:30:00.000Z',
  lastRun: {
    period: '2026-03-04T03:30:00.000Z',
    outcome: 'failed',
    attempt: 3,
    startedAt: '2026-03-04T03:30:00.000Z',
    finishedAt: '2026-03-04T03:30:03.240Z',
    durationMs: 3240,
    summary: null,
    error: 'ENOSPC: no space left on device',
  },
};

async function openJobs(answer: MockResponse) {
  const api = mockApi({ 'GET /jobs': answer });
  const app = renderApp('/settings?tab=jobs', { user: ADMIN });
  return { ...app, api };
}

function jobsBody(...jobs: ScheduledJobDto[]): MockResponse {
  return { body: { jobs } satisfies JobsResponse };
}

describe('scheduled jobs table', () => {
  it('lists each job with its label, readable schedule, last run and next run', async () => {
    await openJobs(jobsBody(MAIL, SWEEP));

    const mail = await screen.findByRole('row', { name: /E-mail delivery/ });
    const cellTexts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellTexts(mail)).toEqual([
      `E-mail delivery${MAIL.description}`,
      'Every 15 seconds',
      '04-03-2026 15:30',
      'Succeeded',
      '120 ms',
      '3 sent, 0 failed',
      '04-03-2026 15:30',
    ]);

    const sweep = screen.getByRole('row', { name: /Unused file clean-up/ });
    expect(cellTexts(sweep)).toEqual([
      `Unused file clean-up${SWEEP.description}`,
      'Every day at 03:30 (UTC)',
      '04-03-2026 09:00',
      'FailedAttempt 3ENOSPC: no space left on device',
      '3.2 s',
      '-',
      '05-03-2026 09:00',
    ]);
  });

  it("shows a failed run's error and attempt under its badge", async () => {
    await openJobs(jobsBody(SWEEP));

    const sweep = within(await screen.findByRole('row', { name: /Unused file clean-up/ }));
    expect(sweep.getByText('Failed')).toBeTruthy();
    expect(sweep.getByText('ENOSPC: no space left on device')).toBeTruthy();
    expect(sweep.getByText('Attempt 3')).toBeTruthy();
    expect(sweep.getByText('3.2 s')).toBeTruthy();
  });

  it('says Not run yet for a job that never ran', async () => {
    await openJobs(jobsBody({ ...SWEEP, lastRun: null }));

    const sweep = within(await screen.findByRole('row', { name: /Unused file clean-up/ }));
    expect(sweep.getByText('Not run yet')).toBeTruthy();
    expect(sweep.queryByText('Failed')).toBeNull();
    expect(sweep.getByText('05-03-2026 09:00')).toBeTruthy();
  });

  it('shows the raw pattern and name of a job it has no words for', async () => {
    await openJobs(jobsBody({ ...MAIL, name: 'nightly-report', schedule: '0 0 1 * * 1' }));

    const row = within(await screen.findByRole('row', { name: /nightly-report/ }));
    expect(row.getByText('0 0 1 * * 1')).toBeTruthy();
  });

  it('says so when there are no jobs', async () => {
    await openJobs(jobsBody());

    expect(await screen.findByText('No scheduled jobs')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the generic error when the list fails, and tries again', async () => {
    const { user } = await openJobs(apiError(500, 'server_error', 'database is down'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong !');
    expect(alert.textContent).not.toContain('database is down');

    const retry = mockApi({ 'GET /jobs': jobsBody(MAIL) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /E-mail delivery/ })).toBeTruthy();
    expect(retry.callsTo('GET /jobs')).toHaveLength(1);
  });
});
