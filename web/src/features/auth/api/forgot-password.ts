import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';

/** Mails a reset link; the key makes a repeated submit one request to the server, one e-mail. */
export function requestPasswordReset({
  body,
  idempotencyKey,
}: IdempotentRequest<ForgotPasswordBody>): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password/forgot', body, { idempotencyKey });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
