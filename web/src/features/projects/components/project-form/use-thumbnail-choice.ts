import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProjectFormValues } from './project-form-values.ts';

/**
 * The picture of the project form: the key of the last upload goes into the form, the picture
 * shown (the stored one or a local preview) and whether it was changed or is uploading stay here.
 */
export function useThumbnailChoice(
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFormValues>,
  storedUrl: string | null,
) {
  const [preview, setPreview] = useState<string | null>(storedUrl);
  const [changed, setChanged] = useState(false);
  const [uploading, setUploading] = useState(false);

  // A local preview holds the file in memory until it is replaced or the form closes.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (key: string | null, shown: string | null) => {
    form.setValue('thumbnailKey', key, { shouldDirty: true });
    form.clearErrors('thumbnailKey');
    setPreview(shown);
    setChanged(true);
  };

  return { preview, changed, uploading, setUploading, choose };
}
