import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function resendVerification(body: ResendVerificationBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/verification/resend', body);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
