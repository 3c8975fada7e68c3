import { Button, Group, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiError, type DetailPlacement } from '../../lib/form-errors.ts';
import { useFormSubmit, type FormSubmitOptions } from '../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../lib/use-timed-alert.ts';
import { AlertMessage } from '../alert-message.tsx';
import { SubmitButton } from '../submit-button.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';

export interface FormShellState {
  submitting: boolean;
}

export interface FormShellProps<TFieldValues extends FieldValues, TValues, TResult>
  extends
    Pick<FormSubmitOptions<TValues, TResult>, 'send' | 'onSuccess' | 'afterSuccess'>,
    DetailPlacement<TFieldValues> {
  form: UseFormReturn<TFieldValues, unknown, TValues>;
  /** The submit button's words, translated. */
  submitLabel: string;
  submitProps?: ButtonProps;
  /** The Cancel button (left of submit); none when absent. */
  onCancel?: () => void;
  /** Cancel's words, translated; "Cancel" by default. */
  cancelLabel?: string;
  /**
   * Replaces the Cancel/Submit row (a form whose buttons are its own); receives whether it is
   * sending. `null`: no row, the buttons being among the children.
   */
  actions?: ((state: FormShellState) => ReactNode) | null;
  /**
   * The alert goes as soon as the person types again (the sign-in form: a wrong password's
   * message makes way for the next try). Otherwise it stays its 5 seconds, or until closed.
   */
  clearAlertOnInput?: boolean;
  /**
   * Whether leaving with unsaved input asks first (the default). False for a form whose input is
   * not worth a question (signing in, asking for a reset link).
   */
  guardUnsaved?: boolean;
  /** Called with a failed call's error after its 422 details were put under their fields. */
  onError?: (error: unknown) => void;
  /** The fields; a function of whether the form is sending when its buttons sit among them (a side column). */
  children: ReactNode | ((state: FormShellState) => ReactNode);
  id?: string;
  /** The form's name for assistive technology (a page with several forms), translated. */
  'aria-label'?: string;
}

/**
 * The one shell of every form: the error alert (what the server said that belongs to no field),
 * the server's 422 details under their fields, the unsaved-changes guard (pages and modals alike),
 * the Cancel/Submit row, the double-submit lock and the Idempotency-Key (useFormSubmit). Options:
 * `clearAlertOnInput` (typing again hides the alert), `guardUnsaved={false}` (leaving never asks),
 * `actions` (the form's own buttons), `afterSuccess="unlock"` (a form that stays on screen), and
 * `detailPath`/`payloadField` (server words whose path is not the form's own field name).
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
  clearAlertOnInput = false,
  guardUnsaved = true,
  onError,
  detailPath,
  payloadField,
  children,
  id,
  'aria-label': ariaLabel,
}: FormShellProps<TFieldValues, TValues, TResult>) {
  const { t } = useTranslation();
  // What the server said that belongs to no field hides itself after the spec's 5 seconds (spec 000 §8).
  const { alert, show, clear } = useTimedAlert();
  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, key) => {
      clear();
      return send(values, key);
    },
    onSuccess,
    afterSuccess,
    onError: (error) => {
      const message = applyApiError(error, form, { detailPath, payloadField });
      if (message) show({ color: 'red', message });
      onError?.(error);
    },
  });
  useUnsavedChanges(guardUnsaved && form.formState.isDirty && !submitting);

  return (
    <form
      id={id}
      aria-label={ariaLabel}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearAlertOnInput ? clear : undefined}
    >
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        {typeof children === 'function' ? children({ submitting }) : children}
        {actions !== undefined ? (
          actions?.({ submitting })
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
