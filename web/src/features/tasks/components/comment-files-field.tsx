import { Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChip } from '../../../components/form/file-chip.tsx';
import { ATTACHMENT_EXTENSIONS, attachmentChoiceProblem } from '../../../../../shared/rules/attachments.ts';

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
  const { t } = useTranslation();
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
            <li key={`${file.name}-${index}`}>
              <FileChip
                file={file}
                icon={<IconPaperclip size={14} aria-hidden />}
                disabled={disabled}
                onRemove={() => {
                  onError(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              />
            </li>
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
