import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api-client.ts';

/** A failed call's 422/409 details by path (English; translated where shown), and what is left for the alert. */
export function errorsByPath(error: unknown): { fields: Record<string, string>; general: string | null } {
  if (!isApiError(error)) return { fields: {}, general: error ? GENERIC_ERROR_MESSAGE : null };
  const fields: Record<string, string> = {};
  for (const detail of error.details) fields[detail.path] ??= detail.message;
  return { fields, general: error.details.length > 0 ? null : error.message };
}
