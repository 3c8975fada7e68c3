import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError, isApiError } from '../../lib/api-client.ts';

/**
 * A refusal whose details name fields (a 409 "name taken", say) goes under those fields as a
 * 422's details do (FormShell places a 422's only), with `path` renaming any detail path first.
 */
export function withDetailsOnFields(
  error: unknown,
  path: (detailPath: string) => string = (p) => p,
): unknown {
  if (!isApiError(error) || error.details.length === 0) return error;
  const details = error.details.map((detail) => ({ ...detail, path: path(detail.path) }));
  return new ApiError(422, error.code, error.message, details);
}

/**
 * Puts a refusal's details that name a field inside a list ("categories.0.name") under that
 * field, which FormShell cannot yet do (it matches top-level names only), and gives back the
 * refusal without them: its message then stands in the form's alert.
 */
export function placeNestedDetails<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, unknown>,
): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const values = form.getValues();
  const left = error.details.filter((detail) => {
    if (!detail.path.includes('.') || get(values, detail.path) === undefined) return true;
    form.setError(detail.path as Path<T>, { type: 'server', message: detail.message }, { shouldFocus: true });
    return false;
  });
  return new ApiError(error.status, error.code, error.message, left);
}
