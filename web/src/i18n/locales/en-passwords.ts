/**
 * Sign-in links, password resets and changes, invitations and verification (issue 9), in English: the keys. Kept apart from en.ts so that each locale file stays readable;
 * en.ts spreads them into MESSAGE_KEYS.
 */
export const PASSWORDS_MESSAGE_KEYS = [] as const;

export type PasswordsMessageKey = (typeof PASSWORDS_MESSAGE_KEYS)[number];
export type PasswordsTranslations = Record<PasswordsMessageKey, string>;
