import type { PasswordsTranslations } from './en-passwords.ts';

/** Spanish: sign-in links, password resets and changes, invitations and verification (issue 9). */
export const esPasswords: PasswordsTranslations = {};
