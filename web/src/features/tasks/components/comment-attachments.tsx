import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineAttachment } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { formatFileSize } from '../../../lib/format-file-size.ts';

/** A comment's files: pictures as thumbnails, other files by name and size; each downloads. */
export function CommentAttachments({ attachments }: { attachments: TimelineAttachment[] }) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  const pictures = attachments.filter((file) => file.thumbnailUrl);
  const documents = attachments.filter((file) => !file.thumbnailUrl);
  return (
    <Stack gap="xs" aria-label={t('Attached files')} role="group">
      {pictures.length > 0 && (
        <Group gap="xs">
          {pictures.map((file) => (
            <Anchor
              key={file.id}
              href={file.url}
              download={file.fileName}
              aria-label={t('Download {{name}}', { name: file.fileName })}
            >
              <Image
                src={file.thumbnailUrl}
                alt={file.fileName}
                h={96}
                w="auto"
                maw={160}
                fit="contain"
                radius="sm"
                loading="lazy"
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              />
            </Anchor>
          ))}
        </Group>
      )}
      {documents.map((file) => (
        <Paper key={file.id} withBorder radius="sm" px="xs" py={4} maw={420}>
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <Anchor
              href={file.url}
              download={file.fileName}
              size="sm"
              truncate="end"
              style={{ minWidth: 0 }}
              aria-label={t('Download {{name}}', { name: file.fileName })}
            >
              {file.fileName}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(file.size, i18n.language)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
