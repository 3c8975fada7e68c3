import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedCreated } from '../../../../../shared/schemas/calendar.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const CALENDAR_FEED_KEY = ['settings', 'calendar-feed'] as const;

/** Whether the signed-in person has a calendar feed address, and since when. */
export function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiClient.get<CalendarFeed>('/me/calendar-feed', { signal });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: ({ signal }) => fetchCalendarFeed(signal) });
}

/** A new feed address (the answer is the only place it is shown); the old one stops working. */
export function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiClient.post<CalendarFeedCreated>('/me/calendar-feed');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ createdAt }) =>
      queryClient.setQueryData<CalendarFeed>(CALENDAR_FEED_KEY, { active: true, createdAt }),
  });
}

export function deleteCalendarFeed(): Promise<void> {
  return apiClient.delete<void>('/me/calendar-feed');
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(CALENDAR_FEED_KEY, { active: false, createdAt: null }),
  });
}
