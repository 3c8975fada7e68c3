import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { leaveDecisionBodySchema, type Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { textLimitOf } from '../../../lib/text-limit-of.ts';

const NOTE_LIMIT = textLimitOf(leaveDecisionBodySchema.unwrap().shape.note);

export interface LeaveDecisionRequest {
  action: 'reject' | 'cancel';
  leave: Leave;
}

/** The English texts of each decision that asks first. */
const DECISION_TEXT = {
  reject: {
    title: 'Reject leave',
    question: 'You want to reject the leave of {{name}} from {{from}} to {{to}}?',
    confirm: 'Yes, reject',
  },
  cancel: {
    title: 'Cancel leave',
    question:
      'You want to cancel the approved leave of {{name}} from {{from}} to {{to}}? Its days go back to the balance.',
    confirm: 'Yes, cancel leave',
  },
} as const;

interface LeaveDecisionDialogProps {
  request: LeaveDecisionRequest | null;
  pending: boolean;
  onConfirm: (request: LeaveDecisionRequest, note: string) => void;
  onClose: () => void;
}

/**
 * Rejecting or cancelling a leave asks first, with an optional note for the applicant's mail.
 * 'No, cancel' has the focus; the dialog cannot be closed while the decision is on its way.
 */
export function LeaveDecisionDialog({ request, pending, onConfirm, onClose }: LeaveDecisionDialogProps) {
  const { t } = useTranslation();
  // The question stays while the dialog fades out after closing.
  const [lastRequest, setLastRequest] = useState(request);
  if (request && request !== lastRequest) setLastRequest(request);
  const shown = request ?? lastRequest;
  const text = shown ? DECISION_TEXT[shown.action] : null;
  return (
    <FormModal
      opened={request !== null}
      onClose={pending ? () => undefined : onClose}
      title={text ? t(text.title) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {shown && text && (
        <DecisionBody
          key={`${shown.action}:${shown.leave.id}`}
          request={shown}
          pending={pending}
          question={t(text.question, {
            name: shown.leave.employee.fullName,
            from: formatDay(shown.leave.fromDate),
            to: formatDay(shown.leave.toDate),
          })}
          confirmLabel={t(text.confirm)}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </FormModal>
  );
}

function DecisionBody(props: {
  request: LeaveDecisionRequest;
  pending: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: (request: LeaveDecisionRequest, note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const tooLong = note.length > NOTE_LIMIT.maxLength;
  useUnsavedChanges(note !== '' && !props.pending);
  return (
    <Stack gap="md">
      <Text>{props.question}</Text>
      <LimitedTextarea
        {...NOTE_LIMIT}
        label={t('Note (optional)')}
        description={t('Sent to the applicant with the decision.')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={5}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose} disabled={props.pending} data-autofocus>
          {t('No, cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => props.onConfirm(props.request, note)}
          loading={props.pending}
          disabled={tooLong}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
