import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LeaveBody } from '../../../../../shared/schemas/leave.schema.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { translateLeaveMessage } from '../leave-messages.ts';
import type { LeaveFormValues } from './leave-form-schema.ts';

type LeaveForm = UseFormReturn<LeaveFormValues, unknown, LeaveBody>;

/**
 * The leave form's answer to a refused save, once the form shell has put the server's details
 * under their fields and the rest in its alert: the rest is also notified, and Save stays off
 * while any of it stands (the form's upkeep clears it as the values change).
 */
export function useLeaveFormErrors(form: LeaveForm) {
  const { t } = useTranslation();
  const [alerted, setAlerted] = useState(false);
  const clearAlert = useCallback(() => setAlerted(false), []);

  const onError = (error: unknown) => {
    // The shell's own reading of the error, without putting the details on the fields again.
    const message = applyApiError<LeaveFormValues>(error, {
      setError: () => undefined,
      getValues: () => form.getValues(),
    });
    // A message carrying a day or a figure is translated by its pattern; the fields translate keys.
    for (const [name, fieldError] of Object.entries(form.formState.errors)) {
      const text = fieldError?.type === 'server' ? fieldError.message : undefined;
      const translated = text ? translateLeaveMessage(t, text) : undefined;
      if (text && translated !== t(text)) {
        form.setError(name as FieldPath<LeaveFormValues>, { type: 'server', message: translated });
      }
    }
    if (!message) return;
    setAlerted(true);
    notifications.show({ color: 'red', title: t('Error'), message: translateLeaveMessage(t, message) });
  };

  const serverShown =
    alerted || Object.values(form.formState.errors).some((error) => error?.type === 'server');
  return { serverShown, onError, clearAlert };
}
