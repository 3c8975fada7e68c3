import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { holidayLocationName } from '../../../../../shared/rules/holidays.ts';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { ChangeStatusDialog, type StatusChangeRequest } from './change-status-dialog.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '-'}</Text>
    </Stack>
  );
}

/** Profile details: the employee facts, and Delete profile for whoever holds DeleteUser. */
export function ProfileDetailsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<StatusChangeRequest | null>(null);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label={t('Employee ID')} value={user.employeeCode} />
        <Field label={t('Department')} value={user.department?.name} />
        <Field label={t('Designation')} value={user.designation?.name} />
        <Field label={t('Reporting manager')} value={user.reportingManager?.fullName} />
        <Field label={t('Role')} value={user.role?.name} />
        <Field
          label={t('Holiday location')}
          value={
            user.holidayLocation === null
              ? t('Organisation default')
              : t(holidayLocationName(user.holidayLocation))
          }
        />
      </SimpleGrid>
      {user.abilities.delete && (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() =>
              setRequest({
                action: 'delete',
                person: { id: user.id, fullName: user.fullName, teamCount: user.teamCount },
              })
            }
          >
            {t('Delete profile')}
          </Button>
        </Group>
      )}
      <ChangeStatusDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={() => void navigate('/users-list')}
      />
    </Stack>
  );
}
