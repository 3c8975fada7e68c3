import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_PROOF_MESSAGES, TAX_PROOF_REASON_MAX_LENGTH } from '../../../../../shared/rules/tax-proofs.ts';
import type { TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';

interface TaxProofRejectDialogProps {
  proof: TaxProof | null;
  pending: boolean;
  onConfirm: (proof: TaxProof, reason: string) => void;
  onClose: () => void;
}

/** Rejecting a proof asks for the reason the person reads in the list and in their mail. */
export function TaxProofRejectDialog({ proof, pending, onConfirm, onClose }: TaxProofRejectDialogProps) {
  const { t } = useTranslation();
  const [last, setLast] = useState(proof);
  if (proof && proof !== last) setLast(proof);
  const shown = proof ?? last;
  return (
    <FormModal
      opened={proof !== null}
      onClose={pending ? () => undefined : onClose}
      title={t('Reject document')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {shown && (
        <RejectBody key={shown.id} proof={shown} pending={pending} onConfirm={onConfirm} onClose={onClose} />
      )}
    </FormModal>
  );
}

function RejectBody({
  proof,
  pending,
  onConfirm,
  onClose,
}: Omit<TaxProofRejectDialogProps, 'proof'> & { proof: TaxProof }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(reason !== '' && !pending);
  const confirm = () => {
    const clean = reason.trim();
    if (!clean) return setError(TAX_PROOF_MESSAGES.reasonRequired);
    if (clean.length > TAX_PROOF_REASON_MAX_LENGTH) return setError(TAX_PROOF_MESSAGES.reasonTooLong);
    onConfirm(proof, clean);
  };
  return (
    <Stack gap="md">
      <Text>
        {t('You want to reject the document {{name}} of {{person}}?', {
          name: proof.documentName,
          person: proof.person.fullName,
        })}
      </Text>
      <LimitedTextarea
        maxLength={TAX_PROOF_REASON_MAX_LENGTH}
        tooLongMessage={TAX_PROOF_MESSAGES.reasonTooLong}
        label={t('Reason')}
        required
        autosize
        minRows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error ? t(error) : undefined}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('No, cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={pending}>
          {t('Yes, reject')}
        </Button>
      </Group>
    </Stack>
  );
}
