import { Badge, Stack, Table, Text } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { IconCheck, IconEye, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAX_PROOF_STATUS_LABELS, TAX_PROOF_TYPE_LABELS } from '../../../../../shared/rules/tax-proofs.ts';
import type { TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { TAX_PROOF_STATUS_COLORS } from '../tax-proof-format.ts';

export type TaxProofAction = keyof TaxProof['abilities'];

const ACTIONS: ReadonlyArray<RowActionButton<TaxProofAction>> = [
  { action: 'preview', label: 'Preview', icon: IconEye },
  { action: 'delete', label: 'Delete', icon: IconTrash, color: 'red' },
  { action: 'verify', label: 'Verify', icon: IconCheck, color: 'green' },
  { action: 'reject', label: 'Reject', icon: IconX, color: 'red' },
];

interface TaxProofTableProps {
  items: TaxProof[];
  /** Everyone's documents: the person's name leads each row. */
  showPerson: boolean;
  refreshing: boolean;
  busyId: number | null;
  onAction: (action: TaxProofAction, proof: TaxProof) => void;
}

/** The IT proof documents (spec 002 §2): each row's actions are those its abilities allow. */
export function TaxProofTable({ items, showPerson, refreshing, busyId, onAction }: TaxProofTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const columns = [
    ...(showPerson ? ['Employee'] : []),
    'Document type',
    'Document name',
    'File',
    'Uploaded on',
    'Status',
    'Actions',
  ];
  const actionLabel = (action: TaxProofAction, name: string) => {
    switch (action) {
      case 'preview':
        return t('Preview {{name}}', { name });
      case 'delete':
        return t('Delete {{name}}', { name });
      case 'verify':
        return t('Verify {{name}}', { name });
      case 'reject':
        return t('Reject {{name}}', { name });
    }
  };
  return (
    <ListTable
      headings={columns.map((column) => t(column))}
      minWidth={showPerson ? 860 : 720}
      refreshing={refreshing}
      horizontalSpacing="xs"
    >
      {items.map((proof) => (
        <Table.Tr key={proof.id}>
          {showPerson && (
            <Table.Td>
              <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
                {proof.person.fullName}
              </TruncatedText>
            </Table.Td>
          )}
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(TAX_PROOF_TYPE_LABELS[proof.type])}</Table.Td>
          <Table.Td>
            <TruncatedText size="sm" maw={220}>
              {proof.documentName}
            </TruncatedText>
          </Table.Td>
          <Table.Td>
            <TruncatedText size="sm" maw={200}>
              {proof.fileName}
            </TruncatedText>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstantDay(proof.uploadedAt, timeZone)}</Table.Td>
          <Table.Td style={{ minWidth: 120 }}>
            <Stack gap={2}>
              <Badge color={TAX_PROOF_STATUS_COLORS[proof.status]} variant="light">
                {t(TAX_PROOF_STATUS_LABELS[proof.status])}
              </Badge>
              {proof.rejectionReason && (
                <Text size="xs" c="red.8" dir="auto" maw={220}>
                  {proof.rejectionReason}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <RowActions
              buttons={ACTIONS}
              abilities={proof.abilities}
              isDisabled={(action) => action !== 'preview' && busyId === proof.id}
              ariaLabel={(action) => actionLabel(action, proof.documentName)}
              onAction={(action) => onAction(action, proof)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
