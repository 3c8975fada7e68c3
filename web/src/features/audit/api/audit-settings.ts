import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditSettings, AuditSettingsBody } from '../../../../../shared/schemas/audit.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { auditKeys } from './audit-keys.ts';

/** How long the audit log keeps events (null: forever). */
export function useAuditSettings() {
  return useQuery({
    queryKey: auditKeys.settings(),
    queryFn: ({ signal }) => apiClient.get<AuditSettings>('/audit/settings', { signal }),
  });
}

export function useUpdateAuditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuditSettingsBody) => apiClient.put<AuditSettings>('/audit/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(auditKeys.settings(), saved),
  });
}
