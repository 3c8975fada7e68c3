import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_PLACEHOLDERS } from '../../../../../shared/rules/letters.ts';
import { letterTextSchema, type LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';

type LetterTextErrors = Partial<Record<keyof LetterText, string>>;

const SUBJECT_MAX_LENGTH = textLimitOf(letterTextSchema.shape.subject).maxLength;
const BODY_LIMIT = textLimitOf(letterTextSchema.shape.body);

/** The shared schema's messages for the subject and body, by field; empty when valid. */
function letterTextErrors(text: LetterText): LetterTextErrors {
  const parsed = letterTextSchema.safeParse(text);
  if (parsed.success) return {};
  const errors: LetterTextErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LetterText;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A 422's field messages for the subject and body (the rest is the caller's alert). */
function serverTextErrors(error: unknown): LetterTextErrors {
  if (!isApiError(error) || error.status !== 422) return {};
  const errors: LetterTextErrors = {};
  for (const detail of error.details) {
    if (detail.path === 'subject' || detail.path === 'body') errors[detail.path] ??= detail.message;
  }
  return errors;
}

interface LetterTextFieldsProps {
  value: LetterText;
  errors: LetterTextErrors;
  onChange: (value: LetterText) => void;
  /** Templates list the placeholders; a drafted letter has them filled in already. */
  showPlaceholders?: boolean;
}

/** The subject and body of a letter or a template. */
function LetterTextFields({ value, errors, onChange, showPlaceholders = false }: LetterTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('Subject')}
        required
        maxLength={SUBJECT_MAX_LENGTH}
        value={value.subject}
        onChange={(event) => onChange({ ...value, subject: event.currentTarget.value })}
        error={errors.subject ? t(errors.subject) : undefined}
      />
      <LimitedTextarea
        {...BODY_LIMIT}
        label={t('Text of the letter')}
        required
        autosize
        minRows={8}
        maxRows={20}
        value={value.body}
        onChange={(event) => onChange({ ...value, body: event.currentTarget.value })}
        error={errors.body ? t(errors.body) : undefined}
        description={t('Leave an empty line between paragraphs.')}
      />
      {showPlaceholders && (
        <Text size="xs" c="dimmed">
          {t('Placeholders: {{list}}. The joining date is the day the person’s account was created.', {
            list: LETTER_PLACEHOLDERS.map((p) => `{${p}}`).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}

interface LetterTextFormProps {
  initial: LetterText;
  /**
   * Sends the valid, trimmed text; `onError` puts a 422 on the subject or body under its field
   * and any other failure in the form's alert.
   */
  send: (text: LetterText, onError: (error: unknown) => void) => void;
  /** Above the alert and the fields. */
  intro?: ReactNode;
  showPlaceholders?: boolean;
  /** The buttons, given the text as it stands. */
  actions: (text: LetterText) => ReactNode;
}

/**
 * Editing a letter's or a template's text: checked with the shared schema before it is sent,
 * the server's refusals shown where they belong.
 */
export function LetterTextForm({ initial, send, intro, showPlaceholders, actions }: LetterTextFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<LetterTextErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  useUnsavedChanges(text.subject !== initial.subject || text.body !== initial.body);

  const submit = () => {
    const found = letterTextErrors(text);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send({ subject: text.subject.trim(), body: text.body.trim() }, (error) => {
      const fieldErrors = serverTextErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setAlert(errorMessage(error));
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {intro}
        <AlertMessage
          alert={alert ? { color: 'red', message: alert } : null}
          onClose={() => setAlert(null)}
        />
        <LetterTextFields
          value={text}
          errors={errors}
          onChange={setText}
          showPlaceholders={showPlaceholders}
        />
        {actions(text)}
      </Stack>
    </form>
  );
}
