import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, attachmentChoiceProblem } from '../../../../../shared/rules/attachments.ts';
import { formatFileSize } from '../../../lib/format-file-size.ts';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface CommentFilesFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The spec's message for a refused choice, or the server's refusal. */
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * The files of a comment (spec 000 §5): chosen with the Attach files button, listed with their
 * sizes and removable. A choice that would break a limit is refused whole, with the spec's words.
 */
export function CommentFilesField({ files, onChange, error, onError, disabled }: CommentFilesFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();

  const add = (chosen: File[]) => {
    const next = [...files, ...chosen];
    const problem = attachmentChoiceProblem(next);
    onError(problem);
    if (!problem) onChange(next);
  };

  return (
    <Stack gap={6}>
      {files.length > 0 && (
        <Stack
          component="ul"
          gap={4}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('Attached files')}
        >
          {files.map((file, index) => (
            <Group component="li" key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, i18n.language)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled}
                aria-label={t('Remove {{name}}', { name: file.name })}
                onClick={() => {
                  onError(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton onChange={add} accept={ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              aria-describedby={error ? errorId : undefined}
            >
              {t('Attach files')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Input.Error id={errorId} role="alert">
          {t(error)}
        </Input.Error>
      )}
    </Stack>
  );
}
