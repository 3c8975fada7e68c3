/**
 * The project's wording of schema checks without a message of their own (VALIDATION_MESSAGES in
 * shared/validation-messages.ts), in English: the keys. A message with a figure is read back into
 * its key and figure before it is translated (see i18n.ts). 'Invalid value.' is in en.ts.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'This field is required.',
  'Please enter at most {{maximum}} characters.',
  'Please enter at least {{minimum}} characters.',
  'Please enter exactly {{length}} characters.',
  'Please enter a number.',
  'Please enter a whole number.',
  'Please enter a number no greater than {{maximum}}.',
  'Please enter a number less than {{maximum}}.',
  'Please enter a number no less than {{minimum}}.',
  'Please enter a number greater than {{minimum}}.',
  'Please enter a multiple of {{divisor}}.',
  'Please choose at most {{maximum}} items.',
  'Please choose at least {{minimum}} items.',
  'Please choose at least one.',
  'Please choose from the list.',
  'Please enter a valid date.',
  'Please enter a valid e-mail address.',
  'This value is not in the right format.',
  'This must be text.',
  'This must be a list.',
  'This must be an object.',
  'This must be true or false.',
  'Unknown field: {{field}}.',
  // The lists' search (listSearch in shared/schemas/common.schema.ts)
  'Search must not exceed 100 characters.',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
export type ValidationTranslations = Record<ValidationMessageKey, string>;
