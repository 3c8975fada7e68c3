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
