import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { auditQueryString, type AuditParams } from './get-audit-events.ts';

export type AuditExportFormat = 'csv' | 'xlsx';

/** The log as it is filtered, as a file: every matching event, not just this page. */
export async function exportAuditEvents(params: AuditParams, format: AuditExportFormat): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = params;
  const query = new URLSearchParams(auditQueryString(filters));
  query.set('format', format);
  saveFile(await apiDownload(`/audit/export?${query.toString()}`), `audit-log.${format}`);
}

export function useExportAuditEvents() {
  return useMutation({
    mutationFn: ({ params, format }: { params: AuditParams; format: AuditExportFormat }) =>
      exportAuditEvents(params, format),
  });
}
