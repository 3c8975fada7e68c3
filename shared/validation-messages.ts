import type { core } from 'zod';

/**
 * The project's wording of every check a schema makes without a message of its own (a length, a
 * range, a type, a choice), so that neither a screen nor an API caller ever meets zod's default
 * English ("Too big: expected string to have <=100 characters"). A message with a figure names it
 * as {{name}}: the English text with the figure filled in is what the server sends and the forms
 * show, and the web reads it back into this key and its figure to translate it.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  textTooLong: 'Please enter at most {{maximum}} characters.',
  textTooShort: 'Please enter at least {{minimum}} characters.',
  textLength: 'Please enter exactly {{length}} characters.',
  number: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  numberAtMost: 'Please enter a number no greater than {{maximum}}.',
  numberBelow: 'Please enter a number less than {{maximum}}.',
  numberAtLeast: 'Please enter a number no less than {{minimum}}.',
  numberAbove: 'Please enter a number greater than {{minimum}}.',
  multipleOf: 'Please enter a multiple of {{divisor}}.',
  tooManyItems: 'Please choose at most {{maximum}} items.',
  tooFewItems: 'Please choose at least {{minimum}} items.',
  atLeastOne: 'Please choose at least one.',
  choose: 'Please choose from the list.',
  date: 'Please enter a valid date.',
  email: 'Please enter a valid e-mail address.',
  format: 'This value is not in the right format.',
  text: 'This must be text.',
  list: 'This must be a list.',
  object: 'This must be an object.',
  boolean: 'This must be true or false.',
  unknownField: 'Unknown field: {{field}}.',
  invalid: 'Invalid value.',
} as const;

/**
 * Messages of the server's own checks that name a figure or a thing known only at run time. Sent
 * with it filled in (fillMessage) and read back into key and figure like the validation messages.
 */
export const FIGURE_MESSAGES = {
  taskNotDeletable: 'Task {{name}} cannot be deleted in its current state.',
  taskNotDeleted: 'Task {{name}} is not deleted.',
  cannotGrant: 'You cannot grant {{permissions}}.',
  outsideWorkSite:
    'You are {{distance}} from {{site}}, the nearest of your work sites. Attendance can be marked within {{radius}} m of it.',
} as const;

type Template =
  | (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES]
  | (typeof FIGURE_MESSAGES)[keyof typeof FIGURE_MESSAGES];
type Values = Record<string, string | number>;

/** A message with its figures filled in. */
export function fillMessage(template: Template, values: Values = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message with a figure, as a pattern that reads an English message back into its parts. */
const READERS = [...Object.values(VALIDATION_MESSAGES), ...Object.values(FIGURE_MESSAGES)]
  .filter((template) => template.includes('{{'))
  .map((template) => {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    const pattern = new RegExp(`^${escape(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+?)')}$`);
    return { template, names, pattern };
  });

/**
 * The key and figures of a validation or figure message with a figure filled in ('Please enter at
 * most 100 characters.' → the textTooLong template and { maximum: '100' }), or null for any other
 * message.
 */
export function readValidationMessage(
  message: string,
): { key: Template; values: Record<string, string> } | null {
  for (const { template, names, pattern } of READERS) {
    const match = pattern.exec(message);
    if (match) {
      return {
        key: template,
        values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return null;
}

const FORMATS: Partial<Record<string, Template>> = {
  email: VALIDATION_MESSAGES.email,
  date: VALIDATION_MESSAGES.date,
  datetime: VALIDATION_MESSAGES.date,
  // Ids are picked from lists on every screen.
  uuid: VALIDATION_MESSAGES.choose,
  guid: VALIDATION_MESSAGES.choose,
};

const TYPES: Partial<Record<string, Template>> = {
  string: VALIDATION_MESSAGES.text,
  number: VALIDATION_MESSAGES.number,
  int: VALIDATION_MESSAGES.wholeNumber,
  bigint: VALIDATION_MESSAGES.wholeNumber,
  array: VALIDATION_MESSAGES.list,
  object: VALIDATION_MESSAGES.object,
  boolean: VALIDATION_MESSAGES.boolean,
  date: VALIDATION_MESSAGES.date,
};

function tooBig(issue: core.$ZodRawIssue<core.$ZodIssueTooBig>): string {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') {
    return issue.exact
      ? fillMessage(VALIDATION_MESSAGES.textLength, { length: maximum })
      : fillMessage(VALIDATION_MESSAGES.textTooLong, { maximum });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return fillMessage(VALIDATION_MESSAGES.tooManyItems, { maximum });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return fillMessage(issue.inclusive ? VALIDATION_MESSAGES.numberAtMost : VALIDATION_MESSAGES.numberBelow, {
      maximum,
    });
  }
  return VALIDATION_MESSAGES.invalid;
}

function tooSmall(issue: core.$ZodRawIssue<core.$ZodIssueTooSmall>): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return fillMessage(VALIDATION_MESSAGES.textLength, { length: minimum });
    return minimum <= 1
      ? VALIDATION_MESSAGES.required
      : fillMessage(VALIDATION_MESSAGES.textTooShort, { minimum });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return minimum <= 1
      ? VALIDATION_MESSAGES.atLeastOne
      : fillMessage(VALIDATION_MESSAGES.tooFewItems, { minimum });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return fillMessage(
      issue.inclusive ? VALIDATION_MESSAGES.numberAtLeast : VALIDATION_MESSAGES.numberAbove,
      {
        minimum,
      },
    );
  }
  return VALIDATION_MESSAGES.invalid;
}

/**
 * The project's message for a zod issue (zod's `customError`). Only issues without a message of
 * their own reach it: a schema's own message always wins.
 */
export function validationMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return VALIDATION_MESSAGES.required;
      return TYPES[issue.expected] ?? VALIDATION_MESSAGES.invalid;
    case 'invalid_value':
    case 'invalid_union':
      return VALIDATION_MESSAGES.choose;
    case 'invalid_format':
      return FORMATS[issue.format] ?? VALIDATION_MESSAGES.format;
    case 'not_multiple_of':
      return fillMessage(VALIDATION_MESSAGES.multipleOf, { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return fillMessage(VALIDATION_MESSAGES.unknownField, { field: issue.keys.join(', ') });
    default:
      return VALIDATION_MESSAGES.invalid;
  }
}
