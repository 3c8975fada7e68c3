import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password/reset', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
