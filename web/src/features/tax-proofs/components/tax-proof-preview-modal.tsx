import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';

interface TaxProofPreviewModalProps {
  proof: TaxProof | null;
  onClose: () => void;
}

/**
 * The proof's file shown in the page: a picture as an image, a PDF in a frame of the same origin
 * (the file's answer allows only this app to frame it), with a link to open it in its own tab.
 */
export function TaxProofPreviewModal({ proof, onClose }: TaxProofPreviewModalProps) {
  const { t } = useTranslation();
  // The file stays while the modal fades out after closing.
  const [last, setLast] = useState(proof);
  if (proof && proof !== last) setLast(proof);
  const shown = proof ?? last;
  return (
    <Modal
      opened={proof !== null}
      onClose={onClose}
      title={shown ? shown.documentName : ''}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {shown && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" dir="auto">
              {shown.fileName}
            </Text>
            <Anchor href={shown.fileUrl} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={14} aria-hidden />
                {t('Open in a new tab')}
              </Group>
            </Anchor>
          </Group>
          {shown.kind === 'pdf' ? (
            <iframe
              src={shown.fileUrl}
              title={t('Preview of {{name}}', { name: shown.documentName })}
              style={{ width: '100%', height: '70vh', border: 0 }}
            />
          ) : (
            <Image
              src={shown.fileUrl}
              alt={t('Preview of {{name}}', { name: shown.documentName })}
              fit="contain"
              mah="70vh"
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
