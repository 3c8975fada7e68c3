import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEAVE_CORRECTION_MAX_DAYS, LEAVE_TYPES, leaveTypeOf } from '../../../../../shared/rules/leave.ts';
import { leaveCorrectionBodySchema } from '../../../../../shared/schemas/leave.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useCorrectLeaveBalance } from '../api/correct-leave-balance.ts';

/** The correction form as typed: nothing chosen yet. */
interface CorrectionValues {
  typeId: number | null;
  /** Negative takes days away. The text while it is not a number yet ('', '-', '1.'). */
  days: number | string;
  reason: string;
}

const EMPTY: CorrectionValues = { typeId: null, days: '', reason: '' };
const REASON_LIMIT = textLimitOf(leaveCorrectionBodySchema.shape.reason);

// The shared schema, so that the form and the server give the same messages; a number still being
// typed counts as none.
const schemaResolver = zodResolver(leaveCorrectionBodySchema) as unknown as Resolver<CorrectionValues>;
const resolver: Resolver<CorrectionValues> = (values, context, options) =>
  schemaResolver(
    { ...values, days: typeof values.days === 'number' ? values.days : (undefined as unknown as number) },
    context,
    options,
  );

interface LeaveCorrectionModalProps {
  opened: boolean;
  userId: string;
  onClose: () => void;
  onCorrected: () => void;
}

/** 'Correct balance': an Admin moves one of someone's balances by whole or half days, with a reason. */
export function LeaveCorrectionModal({ opened, userId, onClose, onCorrected }: LeaveCorrectionModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Correct balance')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {opened && (
        <CorrectionForm
          userId={userId}
          onCancel={onClose}
          onSaved={() => {
            onClose();
            onCorrected();
          }}
        />
      )}
    </FormModal>
  );
}

function CorrectionForm({
  userId,
  onCancel,
  onSaved,
}: {
  userId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<CorrectionValues>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const { control, formState } = form;
  const { alert, show, clear } = useTimedAlert();
  const correct = useCorrectLeaveBalance(userId);

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, idempotencyKey) => {
      clear();
      return correct.mutateAsync({ body: leaveCorrectionBodySchema.parse(values), idempotencyKey });
    },
    onSuccess: (_result, values) => {
      notifications.show({
        color: 'green',
        title: t('Saved'),
        message: t('The {{type}} balance has been corrected.', {
          type: t(leaveTypeOf(values.typeId ?? 0)?.name ?? ''),
        }),
      });
      onSaved();
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });
  useUnsavedChanges(formState.isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <Controller
          name="typeId"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              label={t('Leave type')}
              placeholder={t('Select')}
              withAsterisk
              allowDeselect={false}
              data-autofocus
              data={LEAVE_TYPES.map((type) => ({ value: String(type.id), label: t(type.name) }))}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="days"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('Days')}
              description={t('A negative number takes days away.')}
              withAsterisk
              step={0.5}
              decimalScale={1}
              min={-LEAVE_CORRECTION_MAX_DAYS}
              max={LEAVE_CORRECTION_MAX_DAYS}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <LimitedTextarea
              {...field}
              {...REASON_LIMIT}
              label={t('Reason')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={6}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!formState.isValid}>
            {t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
