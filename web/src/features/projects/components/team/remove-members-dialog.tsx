import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
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
    <ConfirmDialog
      opened={people !== null}
      title={t('Remove from project')}
      message={
        single
          ? t('Are you sure you want to remove {{name}} in this project?', { name: single.fullName })
          : t('Are you sure you want to remove these users?')
      }
      confirmLabel={t('Yes, remove')}
      error={remove.isError ? t(refusal(remove.error)) : null}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
