import { Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkSite } from '../../../../../shared/schemas/attendance.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useWorkSites } from '../api/get-work-sites.ts';
import { useDevicePosition } from '../../../lib/geolocation.ts';
import { roundCoordinate } from '../current-position.ts';
import { CompensatoryExpiryForm } from './compensatory-expiry-form.tsx';
import { DeleteWorkSiteDialog } from './delete-work-site-dialog.tsx';
import { WorkSiteFormModal, type WorkSiteFormTarget } from './work-site-form/work-site-form-modal.tsx';
import { WorkSitesList } from './work-sites-list.tsx';

/**
 * Settings > Work sites (ManageAttendance): how long compensatory days last, and the named places
 * within whose radius the people bound to them may mark attendance. The list is map-free: each
 * site's position, radius and people, and how far the viewer is when the browser tells us.
 */
export function WorkSitesPanel() {
  const { t } = useTranslation();
  const viewer = useDevicePosition();
  const sites = useWorkSites(
    viewer.data
      ? { latitude: roundCoordinate(viewer.data.latitude), longitude: roundCoordinate(viewer.data.longitude) }
      : null,
  );
  const [formTarget, setFormTarget] = useState<WorkSiteFormTarget>(null);
  const [deleting, setDeleting] = useState<WorkSite | null>(null);

  if (sites.isPending) return <PageLoader />;
  if (sites.isError) return <ErrorAlert error={sites.error} onRetry={() => void sites.refetch()} />;
  const { items, settings } = sites.data;

  return (
    <Stack gap="xl">
      <CompensatoryExpiryForm
        // A saved or refreshed setting starts the form again from it.
        key={settings.compensatoryExpiryDays}
        settings={settings}
      />
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h4">
              {t('Work sites')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('People bound to sites may mark attendance only within the radius of one of them.')}
            </Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget({ mode: 'add' })}
          >
            {t('Add work site')}
          </Button>
        </Group>
        {viewer.isError && items.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('Distances show when the browser shares your position.')}
          </Text>
        )}
        {items.length === 0 ? (
          <Card withBorder radius="md" padding="xl">
            <EmptyState
              icon={<IconMapPinOff aria-hidden />}
              title={t('No work sites yet')}
              description={t('Until there are, everyone may mark attendance anywhere.')}
            />
          </Card>
        ) : (
          <WorkSitesList
            items={items}
            refreshing={sites.isPlaceholderData}
            onEdit={(site) => setFormTarget({ mode: 'edit', site })}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <WorkSiteFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteWorkSiteDialog site={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
