import { useQuery } from '@tanstack/react-query';
import type { PersonLeaves } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

/** A person's applications of this year, for their page (GET /users/{id}/leaves). */
export function usePersonLeaves(userId: string) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'person', userId],
    queryFn: ({ signal }) =>
      apiClient.get<PersonLeaves>(`/users/${encodeURIComponent(userId)}/leaves`, { signal }),
  });
}
