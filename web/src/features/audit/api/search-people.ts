import { useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { auditKeys } from './audit-keys.ts';

/** People whose name or e-mail matches, for the person filter (an Admin sees everyone). */
export function usePeopleSearch(search: string) {
  return useQuery({
    queryKey: auditKeys.people(search),
    queryFn: ({ signal }) =>
      apiClient.get<UserListResponse>(`/users?search=${encodeURIComponent(search)}&pageSize=20`, { signal }),
    staleTime: 60_000,
  });
}
