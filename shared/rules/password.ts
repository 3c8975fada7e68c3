import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

/** The requirements listed in the password rules popover (spec 001 §2.5), in display order. */
export const PASSWORD_REQUIREMENTS = [
  { key: 'lowercase', label: 'Lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'uppercase', label: 'Uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'number', label: 'Number', test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', label: 'Special character', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
  {
    key: 'length',
    label: `${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  },
] as const;

export type PasswordRequirementKey = (typeof PASSWORD_REQUIREMENTS)[number]['key'];

/** Which requirements a candidate password meets, for the rules popover. */
export function checkPasswordRequirements(password: string): Record<PasswordRequirementKey, boolean> {
  return Object.fromEntries(PASSWORD_REQUIREMENTS.map((r) => [r.key, r.test(password)])) as Record<
    PasswordRequirementKey,
    boolean
  >;
}

/** A strong password: 8 to 100 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_REQUIREMENTS.every((r) => r.test(password));
}
