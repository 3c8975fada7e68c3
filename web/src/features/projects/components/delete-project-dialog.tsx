import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
    <ConfirmDialog
      opened={opened}
      title={t('Are you sure?')}
      message={t('You want to delete project {{name}}?', { name: project.name })}
      confirmLabel={t('Yes, delete')}
      error={remove.isError ? t(errorMessage(remove.error)) : null}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
