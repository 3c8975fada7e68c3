import type { PasswordsTranslations } from './en-passwords.ts';

/** Chinese: sign-in links, password resets and changes, invitations and verification (issue 9). */
export const zhPasswords: PasswordsTranslations = {};
