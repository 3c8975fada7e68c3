import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Changes the password; the server ends every session of the user, this one included. */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password/change', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
