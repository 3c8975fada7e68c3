import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useActivateUser } from '../api/activate-user.ts';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { NewManagerSelect } from './new-manager-select.tsx';

export type StatusChange = 'activate' | 'deactivate' | 'delete';

export interface StatusChangeRequest {
  action: StatusChange;
  person: { id: string; fullName: string; teamCount: number };
}

interface ChangeStatusDialogProps {
  request: StatusChangeRequest | null;
  onClose: () => void;
  /** After the change succeeded (the dialog has closed). */
  onDone?: (action: StatusChange) => void;
}

/** The English texts of each change (exported for the translation check). */
export const STATUS_CHANGE_TEXT: Record<
  StatusChange,
  { title: string; question: string; confirm: string; done: string }
> = {
  activate: {
    title: 'Activate user',
    question: 'Are you sure you want to activate {{name}}?',
    confirm: 'Activate',
    done: '{{name}} has been activated.',
  },
  deactivate: {
    title: 'Deactivate user',
    question: 'Are you sure you want to deactivate {{name}}?',
    confirm: 'Deactivate',
    done: '{{name}} has been deactivated.',
  },
  delete: {
    title: 'Delete profile',
    question: 'Are you sure you want to delete {{name}}?',
    confirm: 'Delete',
    done: '{{name}} has been deleted.',
  },
};

/**
 * Confirms activating, deactivating or deleting someone. Someone with a team needs a new reporting
 * manager for it first: Confirm stays disabled until one is chosen (spec 001 §2.2).
 */
export function ChangeStatusDialog({ request, onClose, onDone }: ChangeStatusDialogProps) {
  const { t } = useTranslation();
  const title = request ? t(STATUS_CHANGE_TEXT[request.action].title) : '';
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {request && (
        <DialogBody
          key={`${request.action}:${request.person.id}`}
          request={request}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function DialogBody({
  request,
  onClose,
  onDone,
}: {
  request: StatusChangeRequest;
  onClose: () => void;
  onDone: ((action: StatusChange) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { action, person } = request;
  const [newManagerId, setNewManagerId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const activate = useActivateUser();
  const deactivate = useDeactivateUser();
  const remove = useDeleteUser();
  const pending = activate.isPending || deactivate.isPending || remove.isPending;
  const needsManager = action !== 'activate' && person.teamCount > 0;
  const text = STATUS_CHANGE_TEXT[action];

  const onSuccess = () => {
    notifications.show({
      color: 'green',
      title: action === 'delete' ? t('Deleted') : t('Updated'),
      message: t(text.done, { name: person.fullName }),
    });
    onClose();
    onDone?.(action);
  };
  const onError = (error: unknown) => {
    const detail = isApiError(error) ? error.details.find((d) => d.path === 'newManagerId') : undefined;
    if (detail) {
      setFieldError(detail.message);
      return;
    }
    notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) });
  };

  const confirm = () => {
    const body = needsManager && newManagerId ? { newManagerId } : {};
    if (action === 'activate') activate.mutate({ id: person.id }, { onSuccess, onError });
    else if (action === 'deactivate') deactivate.mutate({ id: person.id, body }, { onSuccess, onError });
    else remove.mutate({ id: person.id, body }, { onSuccess, onError });
  };

  return (
    <Stack gap="md">
      <Text>{t(text.question, { name: person.fullName })}</Text>
      {needsManager && (
        <NewManagerSelect
          personId={person.id}
          teamCount={person.teamCount}
          value={newManagerId}
          onChange={(value) => {
            setNewManagerId(value);
            setFieldError(null);
          }}
          error={fieldError ? t(fieldError) : undefined}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button
          color={action === 'activate' ? undefined : 'red'}
          onClick={confirm}
          loading={pending}
          disabled={needsManager && !newManagerId}
        >
          {t(text.confirm)}
        </Button>
      </Group>
    </Stack>
  );
}
