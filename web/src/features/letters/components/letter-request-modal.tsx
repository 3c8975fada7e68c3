import { notifications } from '@mantine/notifications';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS, LETTER_TYPES, type LetterType } from '../../../../../shared/rules/letters.ts';
import {
  letterRequestBodySchema,
  type LetterRequestBody,
} from '../../../../../shared/schemas/letters.schema.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useRaiseLetterRequest } from '../api/raise-letter-request.ts';

interface FormValues {
  type: LetterType | null;
  purpose: string;
  addressedTo: string;
  notes: string;
}

const EMPTY: FormValues = { type: null, purpose: '', addressedTo: '', notes: '' };
const NOTES_LIMIT = textLimitOf(letterRequestBodySchema.shape.notes);

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
  const form = useSchemaForm<FormValues, LetterRequestBody>(letterRequestBodySchema, EMPTY);
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => raise.mutateAsync({ body, idempotencyKey })}
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('Your request has been raised.'),
        });
        onClose();
      }}
      onCancel={onClose}
      submitLabel={t('Submit request')}
    >
      <SelectField
        control={form.control}
        name="type"
        label={t('Type of letter')}
        placeholder={t('Select the type of letter')}
        required
        data={LETTER_TYPES.map((value) => ({ value, label: t(LETTER_TYPE_LABELS[value]) }))}
        data-autofocus
      />
      <TextField
        control={form.control}
        name="purpose"
        label={t('Purpose')}
        required={type === 'custom'}
        maxLength={200}
      />
      <TextField control={form.control} name="addressedTo" label={t('Addressed to')} maxLength={200} />
      <TextareaField
        control={form.control}
        name="notes"
        limit={NOTES_LIMIT}
        label={t('Notes')}
        autosize
        minRows={3}
      />
    </FormShell>
  );
}
