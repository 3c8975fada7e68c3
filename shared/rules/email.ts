/**
 * The "standard e-mail pattern" of the sign-in and recovery forms: a local part, an @, and a
 * domain with at least one dot, without spaces. Deliberately not RFC 5322 complete: it accepts
 * what people type and rejects the usual slips.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.indexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Spaces are stripped from credentials as they are typed (spec 000 §5). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}
