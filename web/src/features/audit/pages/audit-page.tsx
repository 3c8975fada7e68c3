import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZES, auditQuerySchema } from '../../../../../shared/schemas/audit.schema.ts';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListExportButton } from '../../../components/list/list-export-button.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { NotFoundCard } from '../../../components/not-found-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useExportAuditEvents, type AuditExportFormat } from '../api/export-audit-events.ts';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { AuditFilters, hasAuditFilters } from '../components/audit-filters.tsx';
import { AuditRetentionForm } from '../components/audit-retention-form.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { useAuditSettings } from '../api/audit-settings.ts';
import { useNow } from '../../../lib/relative-time-text.ts';

/**
 * /audit (issue 29): every change recorded, newest first, for those who may read the audit log
 * (the session's abilities; the server decides): filters in the address, so that a link from an
 * object's history ("Open in the audit log") or a reload shows the same events; export as CSV or
 * .xlsx with the same filters.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user.abilities.viewAuditLog)
    return (
      <NotFoundCard
        icon={<IconLock aria-hidden />}
        title={t('This page is not available to you')}
        description={t('The audit log is for Admins.')}
        back={{ label: t('Back to the dashboard'), to: '/dashboard' }}
      />
    );
  return <AuditLog timeZone={user.timeZone} />;
}

function AuditLog({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [params, update] = useListParams(auditQuerySchema);
  const events = useAuditEvents(params);
  const settings = useAuditSettings();
  const now = useNow();
  useLastPageWhenPast(params, events.isPlaceholderData ? undefined : events.data?.total, update);
  const exporting = useExportAuditEvents();
  const onExport = (format: AuditExportFormat) =>
    exporting.mutate(
      { params, format },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
      },
    );
  const total = events.data?.total ?? 0;
  const empty = events.data !== undefined && total === 0;
  const busy = (format: AuditExportFormat) => exporting.isPending && exporting.variables?.format === format;
  return (
    <>
      <PageHeader
        title={t('Audit log')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Audit log') }]}
      />
      <Stack gap="md">
        <AuditFilters params={params} onChange={(change) => update(change)} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {events.data
              ? t(events.data.totalCapped ? 'Changes: {{total}}+' : 'Changes: {{total}}', {
                  total: total.toLocaleString(i18n.language),
                })
              : ' '}
          </Text>
          <Group gap="sm">
            <ListExportButton
              label={t('Export CSV')}
              onExport={() => onExport('csv')}
              exporting={busy('csv')}
              disabled={empty || (exporting.isPending && !busy('csv'))}
            />
            <ListExportButton
              label={t('Export Excel')}
              onExport={() => onExport('xlsx')}
              exporting={busy('xlsx')}
              disabled={empty || (exporting.isPending && !busy('xlsx'))}
            />
          </Group>
        </Group>
        <AuditTable
          items={events.data?.items}
          timeZone={timeZone}
          now={now}
          filtered={hasAuditFilters(params)}
          {...listQueryState(events)}
        />
        {events.data && total > 0 && (
          <ListPagination
            total={total}
            capped={events.data.totalCapped}
            pageSizes={AUDIT_PAGE_SIZES}
            {...listPager(params, update)}
          />
        )}
        {settings.data && <AuditRetentionForm settings={settings.data} />}
      </Stack>
    </>
  );
}
