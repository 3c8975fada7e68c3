import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX_LENGTH } from '../../../shared/rules/leave.ts';
import { LETTER_MESSAGES } from '../../../shared/rules/letters.ts';
import { leaveBodySchema, leaveDecisionBodySchema } from '../../../shared/schemas/leave.schema.ts';
import { letterRequestBodySchema, letterTextSchema } from '../../../shared/schemas/letters.schema.ts';
import { textLimitOf } from './text-limit-of.ts';

describe('textLimitOf', () => {
  it('reads the maximum and the message of a shared schema’s field', () => {
    expect(textLimitOf(leaveBodySchema.shape.reason)).toEqual({
      maxLength: LEAVE_REASON_MAX_LENGTH,
      tooLongMessage: LEAVE_MESSAGES.reasonTooLong,
    });
    expect(textLimitOf(letterTextSchema.shape.body)).toEqual({
      maxLength: 20_000,
      tooLongMessage: LETTER_MESSAGES.bodyTooLong,
    });
  });

  it('looks through default and optional wrappers', () => {
    expect(textLimitOf(letterRequestBodySchema.shape.notes)).toEqual({
      maxLength: 1000,
      tooLongMessage: LETTER_MESSAGES.notesTooLong,
    });
    const note = leaveDecisionBodySchema.unwrap().shape.note;
    expect(textLimitOf(note).maxLength).toBe(300);
  });

  it('refuses a field with no maximum, rather than guessing one', () => {
    expect(() => textLimitOf(z.string())).toThrow('no maximum');
  });
});
