import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionsByGroup, type PermissionGroup } from '../../../../../shared/permissions.ts';

/** The spec lists the groups in this order (spec 001 §2.3). */
const GROUPS: PermissionGroup[] = ['Projects', 'Tasks', 'Users', 'Holidays', 'Attendance', 'HR'];

/** Read-only chips of what the person may do, by group; 'N/A' for a group with none. */
export function PermissionsTab({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {permissionsByGroup(permissions, GROUPS).map(({ group, permissions: held }) => {
        return (
          <Stack key={group} gap="xs" component="section" aria-label={t(group)}>
            <Title order={3} size="h5">
              {t(group)}
            </Title>
            {held.length === 0 ? (
              <Text c="dimmed">{t('N/A')}</Text>
            ) : (
              <Group gap="xs">
                {held.map((permission) => (
                  <Badge key={permission} variant="light" radius="sm" tt="none" size="lg">
                    {permission}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
