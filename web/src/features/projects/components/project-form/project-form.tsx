import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProjectDetails } from '../../../../../../shared/schemas/projects.schema.ts';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCreateProject } from '../../api/create-project.ts';
import { useUpdateProject } from '../../api/update-project.ts';
import { ProjectFormFields } from './project-form-fields.tsx';
import {
  EMPTY_PROJECT_FORM,
  projectFormSchema,
  toCreateBody,
  toUpdateBody,
  valuesFromProject,
  type ProjectFormMode,
  type ProjectFormValues,
} from './project-form-values.ts';
import { useNameCheck, type NameCheck } from './use-name-check.ts';
import { useThumbnailChoice } from './use-thumbnail-choice.ts';

interface ProjectFormProps {
  mode: ProjectFormMode;
  /** The project being edited; null when adding. */
  project: ProjectDetails | null;
  onCancel: () => void;
  onSaved: (project: ProjectDetails) => void;
}

/**
 * Add or edit a project (spec 001 §2.6, §5): thumbnail, name with its on-blur duplicate check,
 * users (add only) and description. Save waits for a valid form, a name not known to be taken
 * and the upload.
 */
export function ProjectForm({ mode, project, onCancel, onSaved }: ProjectFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<ProjectFormValues, ProjectFormValues>(
    projectFormSchema(mode),
    project ? valuesFromProject(project) : EMPTY_PROJECT_FORM,
  );
  const nameCheck = useNameCheck(project?.id);
  const thumbnail = useThumbnailChoice(form, project?.thumbnailUrl ?? null);
  const create = useCreateProject();
  const update = useUpdateProject();
  const name = useWatch({ control: form.control, name: 'name' });
  // A check still running does not disable Save: the server checks the name again on save.
  const saveDisabled =
    !form.formState.isValid || nameCheck.takenMessage(name) !== null || thumbnail.uploading;

  return (
    <FormShell
      form={form}
      send={async (values, idempotencyKey) => {
        try {
          if (mode === 'add') return await create.mutateAsync({ body: toCreateBody(values), idempotencyKey });
          if (!project) throw new Error('The edit form opens on a project.');
          return await update.mutateAsync({ id: project.id, body: toUpdateBody(values, thumbnail.changed) });
        } catch (error) {
          markNameTakenOnSave(error, values.name, nameCheck);
          throw error;
        }
      }}
      onSuccess={(saved) => {
        notifications.show(
          mode === 'add'
            ? {
                color: 'green',
                title: t('Saved'),
                message: t('Project {{name}} has been added.', { name: saved.name }),
              }
            : {
                color: 'green',
                title: t('Updated'),
                message: t('Project {{name}} has been updated.', { name: saved.name }),
              },
        );
        onSaved(saved);
      }}
      submitLabel={mode === 'add' ? t('Save') : t('Update')}
      actions={({ submitting }) => (
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={saveDisabled}>
            {mode === 'add' ? t('Save') : t('Update')}
          </SubmitButton>
        </Group>
      )}
    >
      <ProjectFormFields
        form={form}
        mode={mode}
        nameCheck={nameCheck}
        storedName={project?.name}
        thumbnail={thumbnail}
      />
    </FormShell>
  );
}

/**
 * A duplicate found on save (someone took the name meanwhile) blocks like one found on blur: it
 * counts as a check of that name. The form shell says it under the name, where the 409 puts it.
 */
function markNameTakenOnSave(error: unknown, name: string, nameCheck: NameCheck): void {
  const taken =
    isApiError(error) && error.status === 409 ? error.details.find((d) => d.path === 'name') : undefined;
  if (taken) nameCheck.markTaken(name, taken.message);
}
