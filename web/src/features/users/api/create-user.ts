import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** Adds a person; the server mails them an invitation to set their password. */
export function createUser({ body, idempotencyKey }: IdempotentRequest<CreateUserBody>): Promise<UserDetail> {
  return apiClient.post<UserDetail>('/users', body, { idempotencyKey });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
