import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserFormOptions } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

interface FormOptionsInput {
  /** The person being edited; unset when adding. */
  userId: string | null;
  /** The chosen reporting manager: the projects offered are theirs. */
  managerId: string | null;
}

export function fetchFormOptions(input: FormOptionsInput, signal?: AbortSignal): Promise<UserFormOptions> {
  const query = new URLSearchParams();
  if (input.userId) query.set('userId', input.userId);
  if (input.managerId) query.set('managerId', input.managerId);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiClient.get<UserFormOptions>(`/users/form-options${suffix}`, { signal });
}

/** The choices of the add/edit form; they reload for each reporting manager chosen. */
export function useFormOptions(input: FormOptionsInput) {
  return useQuery({
    queryKey: userKeys.formOption(input.userId, input.managerId),
    queryFn: ({ signal }) => fetchFormOptions(input, signal),
    placeholderData: keepPreviousData,
  });
}
