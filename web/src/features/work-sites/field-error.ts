import type { FieldError } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/form-errors.ts';

interface FieldStateLike {
  isTouched: boolean;
  error?: FieldError | undefined;
}

/**
 * useFieldErrorText, reading the field's error first. A Controller re-renders on a change of the
 * field state it has read: shownError skips the error of an untouched field, so an error the
 * server puts there on submit (a name taken, sent with Enter) could stay unseen until another
 * change re-rendered it.
 */
export function useSubmitErrorText() {
  const errorText = useFieldErrorText();
  return (fieldState: FieldStateLike, formState: { isSubmitted: boolean }): string | undefined =>
    fieldState.error ? errorText(fieldState, formState) : undefined;
}
