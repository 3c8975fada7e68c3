import { useQuery } from '@tanstack/react-query';
import type { JobsResponse } from '../../../../../shared/schemas/jobs.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const SCHEDULED_JOBS_KEY = ['settings', 'jobs'] as const;

/** While the tab is open the runs move on by themselves: every 15 s for mail delivery. */
const REFRESH_INTERVAL_MS = 30_000;

/** The scheduled jobs with their last and next runs (Admins only). */
export function fetchScheduledJobs(signal?: AbortSignal): Promise<JobsResponse> {
  return apiClient.get<JobsResponse>('/jobs', { signal });
}

export function useScheduledJobs() {
  return useQuery({
    queryKey: SCHEDULED_JOBS_KEY,
    queryFn: ({ signal }) => fetchScheduledJobs(signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}
