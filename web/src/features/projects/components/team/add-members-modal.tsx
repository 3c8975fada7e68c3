import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  projectMembersBodySchema,
  type ProjectMembersBody,
} from '../../../../../../shared/schemas/projects.schema.ts';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../../components/alert-message.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { applyApiError, useFieldErrorText } from '../../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../../lib/use-timed-alert.ts';
import { useAddProjectMembers } from '../../api/add-project-members.ts';
import { useMemberOptions } from '../../api/get-member-options.ts';
import { MembersMultiSelect } from '../members-multi-select.tsx';

interface AddMembersModalProps {
  opened: boolean;
  projectId: number;
  onClose: () => void;
}

/** 'Add user' of the team page: people not yet in the team, at least one (spec 001 §5). */
export function AddMembersModal({ opened, projectId, onClose }: AddMembersModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Add user')}
      centered
      size="md"
      closeOnClickOutside={false}
    >
      {opened && <AddMembersForm projectId={projectId} onClose={onClose} />}
    </FormModal>
  );
}

function AddMembersForm({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const people = useMemberOptions(projectId, true);
  const add = useAddProjectMembers(projectId);
  const { alert, show, clear } = useTimedAlert();
  const form = useForm<ProjectMembersBody>({
    resolver: zodResolver(projectMembersBodySchema),
    mode: 'onTouched',
    defaultValues: { userIds: [] },
  });

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (body, idempotencyKey) => {
      clear();
      return add.mutateAsync({ body, idempotencyKey });
    },
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: t('Saved'),
        message: t('The chosen users have been added to this project.'),
      });
      onClose();
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  useUnsavedChanges(form.formState.isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <Controller
          name="userIds"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <MembersMultiSelect
              options={people.data?.items ?? []}
              loading={people.isPending}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('User name')}
              error={people.isError ? t(errorMessage(people.error)) : errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!form.formState.isValid}>
            {t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
