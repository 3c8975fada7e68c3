import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { taskListQuerySchema, taskIdsBodySchema } from './schemas/tasks.schema.ts';
import { fillMessage, readValidationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';

/** zod's own English, which must never reach a screen or an API caller. */
const ZOD_WORDING =
  /Too big|Too small|Invalid input|Invalid option|expected|received|Invalid UUID|Invalid ISO/;

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`${JSON.stringify(input)} was accepted`);
  return result.error.issues[0]?.message ?? '';
}

describe('validation messages (the project wording of checks without a message of their own)', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a string too long', z.string().max(100), 'x'.repeat(150), 'Please enter at most 100 characters.'],
    ['a string too short', z.string().min(3), 'ab', 'Please enter at least 3 characters.'],
    ['an empty required string', z.string().min(1), '', 'This field is required.'],
    ['a string of the wrong length', z.string().length(10), '123', 'Please enter exactly 10 characters.'],
    ['a missing field', z.object({ name: z.string() }), {}, 'This field is required.'],
    ['a number for a string', z.string(), 5, 'This must be text.'],
    ['text for a number', z.coerce.number(), 'abc', 'Please enter a number.'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'Please enter a whole number.'],
    ['a number too large', z.number().max(5), 9, 'Please enter a number no greater than 5.'],
    ['a number not below a bound', z.number().lt(5), 5, 'Please enter a number less than 5.'],
    ['a number too small', z.number().min(1), 0, 'Please enter a number no less than 1.'],
    ['zero for a positive number', z.number().positive(), 0, 'Please enter a number greater than 0.'],
    ['a step missed', z.number().multipleOf(0.5), 0.3, 'Please enter a multiple of 0.5.'],
    ['a string for a list', z.array(z.string()), 'a', 'This must be a list.'],
    ['a list too long', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Please choose at most 2 items.'],
    ['an empty list', z.array(z.string()).min(1), [], 'Please choose at least one.'],
    ['a list too short', z.array(z.string()).min(2), ['a'], 'Please choose at least 2 items.'],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', 'Please choose from the list.'],
    ['a value outside a literal', z.literal('a'), 'b', 'Please choose from the list.'],
    ['a malformed id', z.uuid(), 'abc', 'Please choose from the list.'],
    ['a malformed e-mail', z.email(), 'abc', 'Please enter a valid e-mail address.'],
    ['a malformed day', z.iso.date(), '2026-02-30', 'Please enter a valid date.'],
    ['a pattern missed', z.string().regex(/^\d+$/), 'abc', 'This value is not in the right format.'],
    ['a string for an object', z.object({}), 'a', 'This must be an object.'],
    ['a string for a boolean', z.boolean(), 'yes', 'This must be true or false.'],
    ['an unknown field', z.strictObject({}), { role: 'admin' }, 'Unknown field: role.'],
    ['a refinement without a message', z.string().refine(() => false), 'a', 'Invalid value.'],
  ])('%s', (_case, schema, input, expected) => {
    const message = messageOf(schema, input);
    expect(message).toBe(expected);
    expect(message).not.toMatch(ZOD_WORDING);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().max(3, { error: 'Name must not exceed 3 characters!' }), 'abcd')).toBe(
      'Name must not exceed 3 characters!',
    );
  });

  it('gives the shared list and body schemas the project wording', () => {
    // Every list's search says what is too long (listSearch), as the leave list always did.
    expect(messageOf(taskListQuerySchema, { search: 'x'.repeat(150) })).toBe(
      'Search must not exceed 100 characters.',
    );
    expect(messageOf(taskIdsBodySchema, { taskIds: 'abc' })).toBe('This must be a list.');
  });

  it('reads every message with a figure back into its key and figures, for translation', () => {
    const withFigures = Object.values(VALIDATION_MESSAGES).filter((template) => template.includes('{{'));
    for (const template of withFigures) {
      const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
      const values = Object.fromEntries(names.map((name, i) => [name, String(40 + i)]));
      expect(readValidationMessage(fillMessage(template, values))).toEqual({ key: template, values });
    }
    expect(readValidationMessage('Please enter at most 100 characters.')).toEqual({
      key: VALIDATION_MESSAGES.textTooLong,
      values: { maximum: '100' },
    });
    expect(readValidationMessage('This field is required.')).toBeNull();
    expect(readValidationMessage('Task name is required!')).toBeNull();
  });
});
