import { get, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGE, isApiError } from './api-client.ts';

/** Where a form wants the server's words that do not name its own fields. */
export interface DetailPlacement<T extends FieldValues> {
  /**
   * A detail's path as the form names it (the server's `review.rating` for a form whose field is
   * `rating`, `files.0` for a form with one `files` field); the path unchanged when absent.
   */
  detailPath?: (path: string) => string;
  /**
   * The field that says a refusal of the request body as a whole (413 too large, 415 a type not
   * accepted), which names no field: the file field of an upload form.
   */
  payloadField?: Path<T>;
}

/**
 * Puts the details of a failed call (a 422's, or a 409's "this name is taken") on the form's fields,
 * matched by path, nested ones included (`categories.0.name`), and returns the message left for the
 * form's alert, or null when every detail found its field.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; getValues: () => T },
  { detailPath = (path) => path, payloadField }: DetailPlacement<T> = {},
): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  const place = (path: string, message: string) =>
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: true });
  if (payloadField && (error.status === 413 || error.status === 415)) {
    place(payloadField, error.message);
    return null;
  }
  if (error.details.length === 0) return error.message;

  const values = form.getValues();
  const isField = (path: string) => path !== '' && (path in values || get(values, path) !== undefined);
  const unmatched: string[] = [];
  for (const detail of error.details) {
    const path = detailPath(detail.path);
    if (isField(path)) place(path, detail.message);
    else unmatched.push(detail.message);
  }
  if (unmatched.length === 0) return null;
  return unmatched[0] ?? error.message;
}

interface FieldStateLike {
  isTouched: boolean;
  error?: { message?: string };
}

/**
 * A field's message, once the user has left the field or tried to submit: a field re-checked
 * because another one changed (the confirmation, say) does not complain before it is filled in.
 */
export function shownError(
  fieldState: FieldStateLike,
  formState: { isSubmitted: boolean },
): string | undefined {
  // Read first: a Controller re-renders only for the parts of its state it has read, so an error
  // the server puts on an untouched field (a name taken, sent with Enter) must have been read.
  const message = fieldState.error?.message;
  return fieldState.isTouched || formState.isSubmitted ? message : undefined;
}

/** `shownError`, translated: what a Controller passes to its input's `error`. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (fieldState: FieldStateLike, formState: { isSubmitted: boolean }): string | undefined => {
    const message = shownError(fieldState, formState);
    return message ? t(message) : undefined;
  };
}
