import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditQuerySchema,
  type AuditPage,
  type AuditQuery,
} from '../../../../../shared/schemas/audit.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { auditKeys } from './audit-keys.ts';

export type AuditParams = AuditQuery;

/** The query string of the log's filters (the export sends the same, without the page). */
export function auditQueryString(params: Partial<AuditParams>): string {
  return listQueryString(auditQuerySchema, params);
}

/** A page of the audit log, newest first; the last page stays while the next loads. */
export function useAuditEvents(params: AuditParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => apiClient.get<AuditPage>(`/audit?${auditQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
