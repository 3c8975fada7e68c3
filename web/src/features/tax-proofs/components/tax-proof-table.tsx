import { Badge, Stack, Text } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
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

interface TaxProofTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  items: TaxProof[] | undefined;
  /** Everyone's documents: the person's name leads each row. */
  showPerson: boolean;
  busyId: number | null;
  onAction: (action: TaxProofAction, proof: TaxProof) => void;
}

/** The IT proof documents (spec 002 §2): each row's actions are those its abilities allow. */
export function TaxProofTable({ items, showPerson, busyId, onAction, ...state }: TaxProofTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
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
  const columns: DataColumn<TaxProof>[] = [
    ...(showPerson
      ? [
          {
            key: 'person',
            heading: t('Employee'),
            cell: (proof: TaxProof) => (
              <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
                {proof.person.fullName}
              </TruncatedText>
            ),
          },
        ]
      : []),
    {
      key: 'type',
      heading: t('Document type'),
      nowrap: true,
      cell: (proof) => t(TAX_PROOF_TYPE_LABELS[proof.type]),
    },
    {
      key: 'documentName',
      heading: t('Document name'),
      cell: (proof) => (
        <TruncatedText size="sm" maw={220}>
          {proof.documentName}
        </TruncatedText>
      ),
    },
    {
      key: 'file',
      heading: t('File'),
      cell: (proof) => (
        <TruncatedText size="sm" maw={200}>
          {proof.fileName}
        </TruncatedText>
      ),
    },
    {
      key: 'uploadedAt',
      heading: t('Uploaded on'),
      nowrap: true,
      cell: (proof) => formatInstantDay(proof.uploadedAt, timeZone),
    },
    {
      key: 'status',
      heading: t('Status'),
      minWidth: 120,
      cell: (proof) => (
        <Stack gap={2} align="flex-start">
          <Badge color={TAX_PROOF_STATUS_COLORS[proof.status]} variant="light">
            {t(TAX_PROOF_STATUS_LABELS[proof.status])}
          </Badge>
          {proof.rejectionReason && (
            <Text size="xs" c="red.9" dir="auto" maw={220}>
              {proof.rejectionReason}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(proof) => proof.id}
      minWidth={showPerson ? 860 : 720}
      horizontalSpacing="xs"
      actions={{
        cell: (proof) => (
          <RowActions
            buttons={ACTIONS}
            abilities={proof.abilities}
            isDisabled={(action) => action !== 'preview' && busyId === proof.id}
            ariaLabel={(action) => actionLabel(action, proof.documentName)}
            onAction={(action) => onAction(action, proof)}
          />
        ),
      }}
      {...state}
    />
  );
}
