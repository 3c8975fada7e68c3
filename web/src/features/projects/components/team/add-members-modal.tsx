import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  projectMembersBodySchema,
  type ProjectMembersBody,
} from '../../../../../../shared/schemas/projects.schema.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
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
  const people = useMemberOptions(projectId, true);
  const add = useAddProjectMembers(projectId);
  const form = useSchemaForm<ProjectMembersBody, ProjectMembersBody>(projectMembersBodySchema, {
    userIds: [],
  });

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => add.mutateAsync({ body, idempotencyKey })}
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('The chosen users have been added to this project.'),
        });
        onClose();
      }}
      submitLabel={t('Save')}
      actions={({ submitting }) => (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!form.formState.isValid}>
            {t('Save')}
          </SubmitButton>
        </Group>
      )}
    >
      <MembersMultiSelect
        control={form.control}
        options={people.data?.items ?? []}
        loading={people.isPending}
        label={t('User name')}
        loadError={people.isError ? t(errorMessage(people.error)) : undefined}
      />
    </FormShell>
  );
}
