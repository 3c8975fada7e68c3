import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, imageUploadError } from '../../../../lib/image-file.ts';
import { useUploadThumbnail } from '../../api/upload-thumbnail.ts';
import { ProjectThumbnail } from '../project-thumbnail.tsx';

/** A local preview of the chosen file: the uploaded picture is served only once the project is saved. */
function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

interface ThumbnailFieldProps {
  /** The project's name, for the letter shown without a picture. */
  projectName: string;
  /** The picture shown: the stored one, a local preview of an upload, or null. */
  preview: string | null;
  onUploaded: (thumbnailKey: string, preview: string | null) => void;
  onRemove: () => void;
  /** The server's word on the key sent (422). */
  error?: string | undefined;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The thumbnail of the add/edit form (spec 001 §5): jpeg, jpg or png up to 5 MB, checked here
 * first and by content on the server; uploaded at once, removable.
 */
export function ThumbnailField({
  projectName,
  preview,
  onUploaded,
  onRemove,
  error,
  onUploadingChange,
}: ThumbnailFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadThumbnail();
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  const onFile = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: ({ thumbnailKey }) => onUploaded(thumbnailKey, previewOf(file)),
      onError: (failure) => setProblem(imageUploadError(failure)),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <Input.Wrapper
      label={t('Thumbnail')}
      error={shownError ? t(shownError) : undefined}
      errorProps={{ role: 'alert' }}
    >
      <Group gap="md" mt={4} wrap="nowrap">
        <ProjectThumbnail name={projectName} url={preview} size={72} />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={onFile}
              accept="image/png,image/jpeg"
              inputProps={{ 'aria-label': t('Upload thumbnail') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t('Upload thumbnail')}
                </Button>
              )}
            </FileButton>
            {preview && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => {
                  setProblem(null);
                  onRemove();
                }}
                disabled={upload.isPending}
              >
                {t('Remove thumbnail')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('JPEG, JPG or PNG, at most 5 MB.')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
