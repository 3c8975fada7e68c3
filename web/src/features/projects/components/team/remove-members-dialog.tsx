import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useRemoveProjectMembers } from '../../api/remove-project-members.ts';

interface RemoveMembersDialogProps {
  projectId: number;
  /** Who is to leave the team; null while closed. */
  people: { id: string; fullName: string }[] | null;
  onClose: () => void;
  onRemoved: (removedIds: string[]) => void;
}

/** The server's reason: a refused id list says why in its detail (not a member, oneself). */
function refusal(error: unknown): string {
  return isApiError(error) ? (error.details[0]?.message ?? error.message) : errorMessage(error);
}

/**
 * Confirms removing one person or several from a team (spec 001 §2.7). Their open tasks in the
 * project go to their managers, which the server does.
 */
export function RemoveMembersDialog({ projectId, people, onClose, onRemoved }: RemoveMembersDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveProjectMembers(projectId);
  const list = people ?? [];
  const single = list.length === 1 ? list[0] : undefined;

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    const ids = list.map((person) => person.id);
    remove.mutate(
      { userIds: ids },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('Updated'),
            message: single
              ? t('{{name}} has been removed from this project.', { name: single.fullName })
              : t('{{number}} users have been removed from this project.', { number: ids.length }),
          });
          remove.reset();
          onRemoved(ids);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={people !== null} onClose={close} title={t('Remove from project')} centered>
      <Stack gap="md">
        <Text>
          {single
            ? t('Are you sure you want to remove {{name}} in this project?', { name: single.fullName })
            : t('Are you sure you want to remove these users?')}
        </Text>
        {remove.isError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t(refusal(remove.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('No, cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('Yes, remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
