import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { holidayKeys } from './holiday-keys.ts';

/** The days of a location that already have a holiday, from today on. */
export async function fetchHolidayDates(location: number, signal?: AbortSignal): Promise<string[]> {
  const { dates } = await apiClient.get<{ dates: string[] }>(`/holidays/dates?location=${location}`, {
    signal,
  });
  return dates;
}

/** What the holiday form's calendar disables: days already taken in the chosen location. */
export function useHolidayDates(location: number) {
  return useQuery({
    queryKey: holidayKeys.dates(location),
    queryFn: ({ signal }) => fetchHolidayDates(location, signal),
  });
}
