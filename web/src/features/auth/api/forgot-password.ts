import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password/forgot', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
