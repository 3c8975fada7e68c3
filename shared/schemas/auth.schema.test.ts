import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordFormSchema,
} from './auth.schema.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('shared auth schemas (the same messages on both sides)', () => {
  it('login: one message per empty field', () => {
    expect(messages(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email is required!'],
      ['password', 'Password is required!'],
    ]);
  });

  it('forgot password: required, then length, then pattern', () => {
    expect(messages(forgotPasswordBodySchema.safeParse({ email: '' }))).toEqual([
      ['email', 'Email is required!'],
    ]);
    expect(messages(forgotPasswordBodySchema.safeParse({ email: `${'a'.repeat(150)}@x.com` }))).toEqual([
      ['email', 'Email must not exceed 150 characters!'],
    ]);
    expect(messages(forgotPasswordBodySchema.safeParse({ email: 'bad' }))).toEqual([
      ['email', 'Email must be a valid email address!'],
    ]);
  });

  it('reset: the rules, then the match', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual([['newPassword', 'Password must be at least 8 characters!']]);
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ newPassword: 'Good#Pass1', confirmPassword: 'Good#Pass2' }),
      ),
    ).toEqual([['confirmPassword', 'New password and confirm password must match!']]);
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'Good#Pass1', confirmPassword: 'Good#Pass1' }).success,
    ).toBe(true);
  });

  it('change: the new password must differ from the current one', () => {
    expect(
      messages(
        changePasswordBodySchema.safeParse({
          currentPassword: 'Good#Pass1',
          newPassword: 'Good#Pass1',
          confirmPassword: 'Good#Pass1',
        }),
      ),
    ).toEqual([['newPassword', 'New password and current password should not be same.']]);
  });
});
