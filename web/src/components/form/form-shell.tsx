import { Button, Group, Stack, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../lib/form-errors.ts';
import { useFormSubmit, type FormSubmitOptions } from '../../lib/use-form-submit.ts';
import { AlertMessage } from '../alert-message.tsx';
import { SubmitButton } from '../submit-button.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';

export interface FormShellProps<TFieldValues extends FieldValues, TValues, TResult> extends Pick<
  FormSubmitOptions<TValues, TResult>,
  'send' | 'onSuccess' | 'afterSuccess'
> {
  form: UseFormReturn<TFieldValues, unknown, TValues>;
  /** The submit button's words, translated. */
  submitLabel: string;
  submitProps?: ButtonProps;
  /** The Cancel button (left of submit); none when absent. */
  onCancel?: () => void;
  /** Cancel's words, translated; "Cancel" by default. */
  cancelLabel?: string;
  /** Replaces the Cancel/Submit row (a form whose buttons sit elsewhere); receives whether it is sending. */
  actions?: (state: { submitting: boolean }) => ReactNode;
  /** Called with a failed call's error after its 422 details were put under their fields. */
  onError?: (error: unknown) => void;
  children: ReactNode;
  id?: string;
}

/**
 * The one shell of every form: the error alert (what the server said that belongs to no field),
 * the server's 422 details under their fields, the unsaved-changes guard (pages and modals alike),
 * the Cancel/Submit row, the double-submit lock and the Idempotency-Key (useFormSubmit).
 */
export function FormShell<TFieldValues extends FieldValues, TValues, TResult>({
  form,
  send,
  onSuccess,
  afterSuccess,
  submitLabel,
  submitProps,
  onCancel,
  cancelLabel,
  actions,
  onError,
  children,
  id,
}: FormShellProps<TFieldValues, TValues, TResult>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, key) => {
      setAlert(null);
      return send(values, key);
    },
    onSuccess,
    afterSuccess,
    onError: (error) => {
      setAlert(applyApiError(error, form));
      onError?.(error);
    },
  });
  useUnsavedChanges(form.formState.isDirty && !submitting);

  return (
    <form id={id} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <AlertMessage
          alert={alert ? { color: 'red', message: alert } : null}
          onClose={() => setAlert(null)}
        />
        {children}
        {actions ? (
          actions({ submitting })
        ) : (
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {cancelLabel ?? t('Cancel')}
              </Button>
            )}
            <SubmitButton loading={submitting} {...submitProps}>
              {submitLabel}
            </SubmitButton>
          </Group>
        )}
      </Stack>
    </form>
  );
}
