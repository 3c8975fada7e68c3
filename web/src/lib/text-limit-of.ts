import type { z } from 'zod';

export interface TextFieldLimit {
  maxLength: number;
  /** The schema's own message for a text past the limit (English, a translation key). */
  tooLongMessage: string;
}

/** The string schema inside optional and default wrappers. */
function innerString(field: z.ZodType): z.ZodString | null {
  let current: unknown = field;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current !== null && typeof current === 'object' && 'maxLength' in current) {
      return current as z.ZodString;
    }
    if (current === null || typeof current !== 'object' || !('unwrap' in current)) return null;
    current = (current as { unwrap: () => unknown }).unwrap();
  }
  return null;
}

/**
 * A text field's limit and its message, read from the shared schema that checks it on both sides
 * (so the form never holds a copy of either): the string's maximum, and the message the schema
 * gives a text one character longer.
 */
export function textLimitOf(field: z.ZodType): TextFieldLimit {
  const maxLength = innerString(field)?.maxLength ?? null;
  if (maxLength === null) throw new Error('The field has no maximum length.');
  const parsed = field.safeParse('x'.repeat(maxLength + 1));
  const issue = parsed.success ? undefined : parsed.error.issues.find((each) => each.code === 'too_big');
  if (!issue) throw new Error('The field gives no message past its maximum length.');
  return { maxLength, tooLongMessage: issue.message };
}
