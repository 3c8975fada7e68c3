import { ActionIcon, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format-file-size.ts';

interface FileChipProps {
  file: File;
  /** The file's icon (a paperclip for an attachment). */
  icon: ReactNode;
  disabled?: boolean;
  onRemove: () => void;
}

/** A chosen file before it is sent: its name, its size in the reader's numbers, and a button to take it away. */
export function FileChip({ file, icon, disabled, onRemove }: FileChipProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" truncate="end" dir="auto" style={{ minWidth: 0 }}>
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
        onClick={onRemove}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
