import { useQuery } from '@tanstack/react-query';
import type { PersonAppraisals } from '../../../../../shared/schemas/appraisals.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { appraisalKeys } from './appraisal-keys.ts';

/** A person's appraisals on their page, as far as the viewer has a part in them. */
export function usePersonAppraisals(userId: string) {
  return useQuery({
    queryKey: [...appraisalKeys.all, 'person', userId],
    queryFn: ({ signal }) =>
      apiClient.get<PersonAppraisals>(`/users/${encodeURIComponent(userId)}/appraisals`, { signal }),
  });
}
