import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteProject } from '../api/delete-project.ts';

interface DeleteProjectDialogProps {
  opened: boolean;
  project: { id: number; guid: string; name: string };
  onClose: () => void;
}

/**
 * Confirms deleting a project. The server refuses one with open tasks (409); its message stays
 * in the dialog. After a delete the list is shown again.
 */
export function DeleteProjectDialog({ opened, project, onClose }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    remove.mutate(
      { id: project.id, guid: project.guid },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('Deleted'),
            message: t('Project {{name}} has been deleted.', { name: project.name }),
          });
          onClose();
          void navigate('/projects-list', { replace: true });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Are you sure?')} centered>
      <Stack gap="md">
        <Text>{t('You want to delete project {{name}}?', { name: project.name })}</Text>
        {remove.isError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t(errorMessage(remove.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('No, cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('Yes, delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
