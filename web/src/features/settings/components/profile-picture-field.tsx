import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { imageFileProblem, imageUploadError } from '../../../lib/image-file.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/** The profile picture of Settings > Profile: upload (jpeg, jpg, png up to 5 MB) or remove. */
export function ProfilePictureField() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { alert, show, clear } = useTimedAlert();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | null) => {
    clear();
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      show({ message: problem, color: 'red' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => show({ message: 'Your profile picture has been updated.', color: 'green' }),
      onError: (error) => show({ message: imageUploadError(error), color: 'red' }),
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={user.avatarUrl}
          name={user.fullName}
          color="initials"
          size={88}
          alt={t('Profile picture')}
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={onFile}
              accept="image/png,image/jpeg"
              inputProps={{ 'aria-label': t('Upload picture') }}
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  disabled={busy}
                >
                  {t('Upload picture')}
                </Button>
              )}
            </FileButton>
            {user.avatarUrl && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                disabled={busy}
                onClick={() => {
                  clear();
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      show({ message: 'Your profile picture has been removed.', color: 'green' }),
                    onError: (error) => show({ message: imageUploadError(error), color: 'red' }),
                  });
                }}
              >
                {t('Remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('JPEG, JPG or PNG, at most 5 MB.')}
          </Text>
        </Stack>
      </Group>
      <AlertMessage alert={alert} onClose={clear} />
    </Stack>
  );
}
