import { useQuery } from '@tanstack/react-query';
import type { AppInfoResponse } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function fetchAppInfo(): Promise<AppInfoResponse> {
  return apiClient.get<AppInfoResponse>('/app-info', { authRedirect: false });
}

export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: fetchAppInfo, staleTime: Infinity });
}
