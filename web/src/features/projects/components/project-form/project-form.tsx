import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX_LENGTH,
  type ProjectDetails,
} from '../../../../../../shared/schemas/projects.schema.ts';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../../components/alert-message.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { LimitedTextarea } from '../../../../components/text-limit.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { applyApiError, useFieldErrorText } from '../../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../../lib/use-timed-alert.ts';
import { useCreateProject } from '../../api/create-project.ts';
import { useMemberOptions } from '../../api/get-member-options.ts';
import { useUpdateProject } from '../../api/update-project.ts';
import { MembersMultiSelect } from '../members-multi-select.tsx';
import {
  EMPTY_PROJECT_FORM,
  projectFormResolver,
  toCreateBody,
  toUpdateBody,
  valuesFromProject,
  type ProjectFormMode,
  type ProjectFormValues,
} from './project-form-values.ts';
import { ThumbnailField } from './thumbnail-field.tsx';
import { useNameCheck } from './use-name-check.ts';

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
  const errorText = useFieldErrorText();
  const form = useForm<ProjectFormValues, ProjectFormMode>({
    resolver: projectFormResolver,
    context: mode,
    mode: 'onTouched',
    defaultValues: project ? valuesFromProject(project) : EMPTY_PROJECT_FORM,
  });
  const { control, formState } = form;
  const nameCheck = useNameCheck(project?.id);
  const people = useMemberOptions(null, mode === 'add');
  const [preview, setPreview] = useState<string | null>(project?.thumbnailUrl ?? null);
  const [thumbnailChanged, setThumbnailChanged] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { alert, show, clear } = useTimedAlert();
  const create = useCreateProject();
  const update = useUpdateProject();

  // A local preview holds the file in memory until it is replaced or the form closes.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const setThumbnail = (key: string | null, shown: string | null) => {
    form.setValue('thumbnailKey', key, { shouldDirty: true });
    form.clearErrors('thumbnailKey');
    setPreview(shown);
    setThumbnailChanged(true);
  };

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, idempotencyKey) => {
      clear();
      if (mode === 'add') return create.mutateAsync({ body: toCreateBody(values), idempotencyKey });
      if (!project) throw new Error('The edit form opens on a project.');
      return update.mutateAsync({ id: project.id, body: toUpdateBody(values, thumbnailChanged) });
    },
    onSuccess: (saved) => {
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
    },
    onError: (error, values) => {
      // A duplicate found on save (someone took the name meanwhile) shows, and blocks, like on blur.
      if (isApiError(error) && error.status === 409) {
        const detail = error.details.find((item) => item.path === 'name');
        nameCheck.markTaken(values.name, detail?.message ?? error.message);
        return;
      }
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  const nameValue = useWatch({ control, name: 'name' });
  const taken = nameCheck.takenMessage(nameValue);
  // A check still running does not disable Save: the server checks the name again on save.
  const saveDisabled = !formState.isValid || taken !== null || uploading;

  useUnsavedChanges(formState.isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <ThumbnailField
          projectName={nameValue}
          preview={preview}
          onUploaded={(key, shown) => setThumbnail(key, shown)}
          onRemove={() => setThumbnail(null, null)}
          error={formState.errors.thumbnailKey?.message}
          onUploadingChange={setUploading}
        />
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onBlur={() => {
                field.onBlur();
                // The stored name of the project being edited is its own, not a duplicate.
                if (mode === 'add' || field.value.trim() !== project?.name) nameCheck.run(field.value);
              }}
              label={t('Project name')}
              withAsterisk
              maxLength={PROJECT_NAME_MAX_LENGTH}
              autoComplete="off"
              data-autofocus
              rightSection={nameCheck.checking ? <Loader size={16} aria-label={t('Checking…')} /> : null}
              error={errorText(fieldState, formState) ?? (taken ? t(taken) : undefined)}
            />
          )}
        />
        {mode === 'add' && (
          <Controller
            name="userIds"
            control={control}
            render={({ field, fieldState }) => (
              <MembersMultiSelect
                options={people.data?.items ?? []}
                loading={people.isPending}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('Users')}
                error={people.isError ? t(errorMessage(people.error)) : errorText(fieldState, formState)}
              />
            )}
          />
        )}
        <Controller
          name="description"
          control={control}
          render={({ field, fieldState }) => (
            <LimitedTextarea
              {...field}
              maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
              tooLongMessage={PROJECT_MESSAGES.descriptionTooLong}
              alwaysCount
              label={t('Description')}
              withAsterisk
              rows={4}
              resize="vertical"
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={saveDisabled}>
            {mode === 'add' ? t('Save') : t('Update')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
