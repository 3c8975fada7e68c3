import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Birthday, BirthdayBody } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const BIRTHDAY_KEY = ['settings', 'birthday'] as const;

/** The birthday the signed-in person shows their team, if any. */
export function useBirthday() {
  return useQuery({
    queryKey: BIRTHDAY_KEY,
    queryFn: ({ signal }) => apiClient.get<Birthday>('/me/birthday', { signal }),
  });
}

/** Shows a birthday (a day and month) or, with null, stops showing it. */
export function useSetBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BirthdayBody | null) =>
      body ? apiClient.put<Birthday>('/me/birthday', body) : apiClient.delete<Birthday>('/me/birthday'),
    // The team calendars that list the person ask again when they are next shown.
    onSuccess: (answer) => queryClient.setQueryData<Birthday>(BIRTHDAY_KEY, answer),
  });
}
