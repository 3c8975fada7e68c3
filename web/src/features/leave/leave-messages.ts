import type { TFunction } from 'i18next';

/**
 * The leave messages that carry a figure, a type or a day (LEAVE_MESSAGES in shared/rules/leave.ts),
 * read back from their English wording so that the form's own checks and the server's answers are
 * translated alike. The other leave messages are keys as they are.
 */
const WITH_VALUES: ReadonlyArray<{
  pattern: RegExp;
  translate: (t: TFunction, match: RegExpMatchArray) => string;
}> = [
  {
    pattern: /^you have a (\S+) Compensatory leave's only$/,
    translate: (t, [, n]) => t("you have a {{n}} Compensatory leave's only", { n }),
  },
  {
    pattern: /^You have no (.+) left\.$/,
    translate: (t, [, type = '']) => t('You have no {{type}} left.', { type: t(type) }),
  },
  {
    pattern: /^You have only (\S+) day of (.+) available\.$/,
    translate: (t, [, n, type = '']) =>
      t('You have only {{n}} day of {{type}} available.', { n, type: t(type) }),
  },
  {
    pattern: /^You have only (\S+) days of (.+) available\.$/,
    translate: (t, [, n, type = '']) =>
      t('You have only {{n}} days of {{type}} available.', { n, type: t(type) }),
  },
  {
    pattern: /^Leave can be applied up to (\S+)\.$/,
    translate: (t, [, day]) => t('Leave can be applied up to {{day}}.', { day }),
  },
];

/** A leave message (English, from the shared rules or the server) in the interface language. */
export function translateLeaveMessage(t: TFunction, message: string): string {
  for (const { pattern, translate } of WITH_VALUES) {
    const match = message.match(pattern);
    if (match) return translate(t, match);
  }
  return t(message);
}
