import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { projectDescriptionSchema } from '../../../../../../shared/schemas/projects.schema.ts';
import { TextareaField } from '../../../../components/form/textarea-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { textLimitOf } from '../../../../lib/text-limit-of.ts';
import { useMemberOptions } from '../../api/get-member-options.ts';
import { MembersMultiSelect } from '../members-multi-select.tsx';
import type { ProjectFormMode, ProjectFormValues } from './project-form-values.ts';
import { ProjectNameField } from './project-name-field.tsx';
import { ThumbnailField } from './thumbnail-field.tsx';
import type { NameCheck } from './use-name-check.ts';
import type { useThumbnailChoice } from './use-thumbnail-choice.ts';

const DESCRIPTION_LIMIT = textLimitOf(projectDescriptionSchema);

/** The fields of the project form: thumbnail, name, users (add only) and description. */
export function ProjectFormFields({
  form,
  mode,
  nameCheck,
  storedName,
  thumbnail,
}: {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFormValues>;
  mode: ProjectFormMode;
  nameCheck: NameCheck;
  storedName: string | undefined;
  thumbnail: ReturnType<typeof useThumbnailChoice>;
}) {
  const { t } = useTranslation();
  const people = useMemberOptions(null, mode === 'add');
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <>
      <ThumbnailField
        projectName={name}
        preview={thumbnail.preview}
        onUploaded={(key, shown) => thumbnail.choose(key, shown)}
        onRemove={() => thumbnail.choose(null, null)}
        error={form.formState.errors.thumbnailKey?.message}
        onUploadingChange={thumbnail.setUploading}
      />
      <ProjectNameField form={form} nameCheck={nameCheck} storedName={storedName} />
      {mode === 'add' && (
        <MembersMultiSelect
          control={form.control}
          options={people.data?.items ?? []}
          loading={people.isPending}
          label={t('Users')}
          loadError={people.isError ? t(errorMessage(people.error)) : undefined}
        />
      )}
      <TextareaField
        control={form.control}
        name="description"
        limit={DESCRIPTION_LIMIT}
        // The counter shows from the first character: a short field whose limit matters.
        {...{ alwaysCount: true }}
        label={t('Description')}
        withAsterisk
        rows={4}
        resize="vertical"
      />
    </>
  );
}
