/**
 * Sign-in links, password resets and changes, invitations and e-mail verification, in English: the
 * keys. Kept apart from en.ts so that each locale file stays readable; en.ts spreads them into
 * MESSAGE_KEYS.
 */
export const PASSWORDS_MESSAGE_KEYS = [
  // After a change in Settings > Account settings, and after an invitation's first password
  'Your password has been changed. Sign in with your new password.',
  'Your password has been set. Sign in with your new password.',
  // A verification link opened again after it did its work
  'Already verified',
  'This link has already been used: your e-mail address is verified. You can sign in.',
] as const;

export type PasswordsMessageKey = (typeof PASSWORDS_MESSAGE_KEYS)[number];
export type PasswordsTranslations = Record<PasswordsMessageKey, string>;
