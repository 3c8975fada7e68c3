import { useQuery } from '@tanstack/react-query';
import type { MemberOptionsResponse } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

/** The people the users multi-selects offer; with `projectId`, those not yet in that team. */
export function fetchMemberOptions(
  projectId: number | null,
  signal?: AbortSignal,
): Promise<MemberOptionsResponse> {
  const suffix = projectId ? `?projectId=${projectId}` : '';
  return apiClient.get<MemberOptionsResponse>(`/projects/member-options${suffix}`, { signal });
}

/** Fetched only while a form that needs it is open: the call needs CreateProject or AddProjectUser. */
export function useMemberOptions(projectId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.memberOptions(projectId),
    queryFn: ({ signal }) => fetchMemberOptions(projectId, signal),
    enabled,
  });
}
