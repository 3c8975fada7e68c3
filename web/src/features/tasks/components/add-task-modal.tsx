import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BELOW_SM_QUERY } from '../../../lib/theme.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useTaskFormOptions } from '../api/get-task-form-options.ts';
import { AddTaskForm } from './add-task-form.tsx';

interface AddTaskModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The Add task modal of the task list (shown with CreateTask); full screen on phones. */
export function AddTaskModal({ opened, onClose }: AddTaskModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(BELOW_SM_QUERY) ?? false;
  const options = useTaskFormOptions(opened);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Add task')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened &&
        (options.isPending ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('Loading…')}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={96} />
          </Stack>
        ) : options.isError ? (
          <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <AddTaskForm options={options.data} onClose={onClose} />
        ))}
    </FormModal>
  );
}
