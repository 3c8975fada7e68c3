import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_PLACEHOLDERS } from '../../../../../shared/rules/letters.ts';
import { letterTextSchema, type LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';

const SUBJECT_MAX_LENGTH = textLimitOf(letterTextSchema.shape.subject).maxLength;
const BODY_LIMIT = textLimitOf(letterTextSchema.shape.body);

interface LetterTextFormProps<TResult> {
  initial: LetterText;
  /** Sends the valid, trimmed text (a 422 on the subject or body lands under its field). */
  send: (text: LetterText, idempotencyKey: string) => Promise<TResult>;
  onSuccess: () => void;
  /** Above the alert and the fields. */
  intro?: ReactNode;
  /** Templates list the placeholders; a drafted letter has them filled in already. */
  showPlaceholders?: boolean;
  /** The submit button's words, translated. */
  submitLabel: string;
  /** A Cancel button beside it, when given. */
  onCancel?: () => void;
  /** Submit stays disabled until the text is changed (a template saved again would change nothing). */
  onlyWhenChanged?: boolean;
}

/**
 * Editing a letter's or a template's text (subject and body): checked with the shared schema
 * before it is sent, the server's refusals shown where they belong.
 */
export function LetterTextForm<TResult>({
  initial,
  send,
  onSuccess,
  intro,
  showPlaceholders = false,
  submitLabel,
  onCancel,
  onlyWhenChanged = false,
}: LetterTextFormProps<TResult>) {
  const { t } = useTranslation();
  const form = useSchemaForm<LetterText, LetterText>(letterTextSchema, initial);
  return (
    <FormShell
      form={form}
      send={send}
      onSuccess={onSuccess}
      afterSuccess={onCancel ? 'lock' : 'unlock'}
      submitLabel={submitLabel}
      submitProps={{ disabled: onlyWhenChanged && !form.formState.isDirty }}
      onCancel={onCancel}
    >
      {intro}
      <TextField
        control={form.control}
        name="subject"
        label={t('Subject')}
        required
        maxLength={SUBJECT_MAX_LENGTH}
      />
      <TextareaField
        control={form.control}
        name="body"
        limit={BODY_LIMIT}
        label={t('Text of the letter')}
        required
        autosize
        minRows={8}
        maxRows={20}
        description={t('Leave an empty line between paragraphs.')}
      />
      {showPlaceholders && (
        <Text size="xs" c="dimmed">
          {t('Placeholders: {{list}}. The joining date is the day the person’s account was created.', {
            list: LETTER_PLACEHOLDERS.map((p) => `{${p}}`).join(', '),
          })}
        </Text>
      )}
    </FormShell>
  );
}
