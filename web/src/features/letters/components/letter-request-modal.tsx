import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS, LETTER_TYPES, type LetterType } from '../../../../../shared/rules/letters.ts';
import {
  letterRequestBodySchema,
  type LetterRequestBody,
} from '../../../../../shared/schemas/letters.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useRaiseLetterRequest } from '../api/raise-letter-request.ts';

interface FormValues {
  type: LetterType | null;
  purpose: string;
  addressedTo: string;
  notes: string;
}

const EMPTY: FormValues = { type: null, purpose: '', addressedTo: '', notes: '' };
const NOTES_LIMIT = textLimitOf(letterRequestBodySchema.shape.notes);
const resolver = zodResolver(letterRequestBodySchema) as unknown as Resolver<
  FormValues,
  unknown,
  LetterRequestBody
>;

/** "Raise a Request": type, purpose (required for a custom letter), addressed to, notes. */
export function LetterRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Raise a Request')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {opened && <LetterRequestForm onClose={onClose} />}
    </FormModal>
  );
}

function LetterRequestForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const raise = useRaiseLetterRequest();
  const errorText = useFieldErrorText();
  const form = useForm<FormValues, unknown, LetterRequestBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [serverAlert, setServerAlert] = useState<string | null>(null);
  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (body, idempotencyKey) => raise.mutateAsync({ body, idempotencyKey }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: t('Saved'), message: t('Your request has been raised.') });
      onClose();
    },
    onError: (error) => setServerAlert(applyApiError(error, form)),
  });
  useUnsavedChanges(form.formState.isDirty && !submitting);
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage
          alert={serverAlert ? { color: 'red', message: serverAlert } : null}
          onClose={() => setServerAlert(null)}
        />
        <Controller
          name="type"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <Select
              ref={field.ref}
              label={t('Type of letter')}
              placeholder={t('Select the type of letter')}
              required
              data={LETTER_TYPES.map((value) => ({ value, label: t(LETTER_TYPE_LABELS[value]) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={errorText(fieldState, formState)}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          )}
        />
        <Controller
          name="purpose"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <TextInput
              {...field}
              label={t('Purpose')}
              required={type === 'custom'}
              maxLength={200}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="addressedTo"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <TextInput
              {...field}
              label={t('Addressed to')}
              maxLength={200}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="notes"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <LimitedTextarea
              {...field}
              {...NOTES_LIMIT}
              label={t('Notes')}
              autosize
              minRows={3}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting}>{t('Submit request')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
