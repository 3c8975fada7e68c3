import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  teamCalendarQuerySchema,
  type TeamCalendar,
  type TeamCalendarQuery,
} from '../../../../../shared/schemas/team-calendar.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { leaveKeys } from './leave-keys.ts';

/** Who is off when, as whoever the hierarchy selector chose; the last period stays while the next loads. */
export function useTeamCalendar(params: TeamCalendarQuery) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: [...leaveKeys.all, 'team-calendar', viewAsId, params],
    queryFn: ({ signal }) =>
      apiClient.get<TeamCalendar>(
        `/leaves/team-calendar?${listQueryString(teamCalendarQuerySchema, params)}`,
        {
          headers: viewAsHeaders(viewAsId),
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
