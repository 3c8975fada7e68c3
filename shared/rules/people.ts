/** Input rules of the people forms (spec 001 §5): what is stripped as typed, and what is valid. */

/** Names keep letters (any script), digits, dots and spaces. */
export function stripNameCharacters(value: string): { value: string; stripped: boolean } {
  const cleaned = value.replace(/[^\p{L}\p{M}\p{N}. ]/gu, '');
  return { value: cleaned, stripped: cleaned !== value };
}

/** Profile settings names keep letters, digits and spaces only (no dot). */
export function stripProfileNameCharacters(value: string): { value: string; stripped: boolean } {
  const cleaned = value.replace(/[^\p{L}\p{M}\p{N} ]/gu, '');
  return { value: cleaned, stripped: cleaned !== value };
}

export function stripNonDigits(value: string): { value: string; stripped: boolean } {
  const cleaned = value.replace(/\D/g, '');
  return { value: cleaned, stripped: cleaned !== value };
}

export function stripNonAlphanumeric(value: string): { value: string; stripped: boolean } {
  const cleaned = value.replace(/[^A-Za-z0-9]/g, '');
  return { value: cleaned, stripped: cleaned !== value };
}

export const NAME_PATTERN = /^[\p{L}\p{M}\p{N}. ]+$/u;
export const PROFILE_NAME_PATTERN = /^[\p{L}\p{M}\p{N} ]+$/u;
export const EMPLOYEE_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** The add-user form accepts addresses ending in .com or .in (spec 001 §5). */
export function isValidUserEmail(value: string): boolean {
  return (
    /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(com|in)$/i.test(value) && !value.includes('..')
  );
}

/** Maternity leave is allocated (and may be applied for) only by a married female. */
export function maternityAllowed(gender: string | null, maritalStatus: string | null): boolean {
  return gender === 'Female' && maritalStatus === 'Married';
}

/** Formats a value for a CSV cell: quoted, quotes doubled, and formula triggers neutralised. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document with a byte-order mark, so spreadsheet programs read it as UTF-8. */
export function toCsv(header: string[], rows: Array<Array<string | null | undefined>>): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A person's name as every list and mail shows it. */
export function fullName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}

export function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** Files are served by the storage routes under this path (profile pictures). */
export function avatarUrl(key: string | null): string | null {
  return key ? `/api/v1/files/${key}` : null;
}
