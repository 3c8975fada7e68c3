import { z } from 'zod';
import {
  FORGOT_PASSWORD_EMAIL_MAX_LENGTH,
  LANGUAGE_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { isValidEmail } from '../rules/email.ts';
import { isStrongPassword } from '../rules/password.ts';
import { requiredString } from './common.schema.ts';

/** Messages of spec 000 §5 and 001 §5, word for word. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required!',
  emailInvalid: 'Please enter valid email!',
  emailInvalidRecovery: 'Email must be a valid email address!',
  emailTooLong: `Email must not exceed ${FORGOT_PASSWORD_EMAIL_MAX_LENGTH} characters!`,
  passwordRequired: 'Password is required!',
  currentPasswordRequired: 'Current password is required!',
  currentPasswordWrong: 'Please enter correct current password!',
  newPasswordRequired: 'New password is required!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters!`,
  passwordTooLong: `Password must not exceed ${PASSWORD_MAX_LENGTH} characters!`,
  passwordInvalid: 'Password is invalid!',
  newPasswordInvalid: 'New password is invalid!',
  passwordSameAsCurrent: 'New password and current password should not be same.',
  confirmRequired: 'Confirm password is required!',
  confirmMismatch: 'New password and confirm password must match!',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountInactive: 'Invalid email or password.',
  emailNotVerified: 'Your e-mail address is not verified yet.',
  recoverySent: 'If an account exists for this e-mail, a link has been sent to it.',
  linkExpired: 'This link has expired. Request a new one.',
  linkInvalid: 'This link is not valid any more. Request a new one.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
  passwordSet: 'Your password has been set. Sign in with your new password.',
  alreadyVerified: 'This link has already been used: your e-mail address is verified. You can sign in.',
} as const;

const loginEmail = requiredString(AUTH_MESSAGES.emailRequired)
  .max(254, { error: AUTH_MESSAGES.emailInvalid })
  .refine(isValidEmail, { error: AUTH_MESSAGES.emailInvalid });

export const loginBodySchema = z.strictObject({
  email: loginEmail,
  password: requiredString(AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, {
    error: AUTH_MESSAGES.passwordTooLong,
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const recoveryEmail = requiredString(AUTH_MESSAGES.emailRequired)
  .max(FORGOT_PASSWORD_EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailTooLong, abort: true })
  .refine(isValidEmail, { error: AUTH_MESSAGES.emailInvalidRecovery });

export const forgotPasswordBodySchema = z.strictObject({ email: recoveryEmail });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Resend a verification mail after a sign-in showed the not-verified screen. */
export const resendVerificationBodySchema = z.strictObject({ email: recoveryEmail });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

/** A link token from an e-mail: 43 url-safe characters (32 random bytes). */
export const linkTokenSchema = z
  .string({ error: AUTH_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: AUTH_MESSAGES.linkInvalid });

export const tokenBodySchema = z.strictObject({ token: linkTokenSchema });
export type TokenBody = z.infer<typeof tokenBodySchema>;

function newPasswordField(invalidMessage: string) {
  return requiredString(AUTH_MESSAGES.newPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
    .refine(isStrongPassword, { error: invalidMessage });
}

/**
 * A required field whose emptiness does not stop the object's cross-field rules (requiredString
 * aborts, and an aborted parse runs none of them): each rule waits only for the fields it compares.
 */
function filledString(message: string) {
  return z.string({ error: message }).min(1, { error: message });
}

const confirmPasswordField = filledString(AUTH_MESSAGES.confirmRequired).max(PASSWORD_MAX_LENGTH, {
  error: AUTH_MESSAGES.passwordTooLong,
});

/**
 * Runs a cross-field rule as soon as the fields it compares are valid themselves, even while
 * another field is still empty: a form then says so when the person leaves the field, instead of
 * keeping its button disabled without a word.
 */
function whenFieldsValid(...fields: string[]) {
  return (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

interface NewAndConfirm {
  newPassword: string;
  confirmPassword: string;
}

/** The confirmation equals the new password; checked once both are valid themselves. */
const confirmMatches = (value: NewAndConfirm) => value.newPassword === value.confirmPassword;
const confirmMatchesRule = {
  path: ['confirmPassword'],
  error: AUTH_MESSAGES.confirmMismatch,
  when: whenFieldsValid('newPassword', 'confirmPassword'),
};

/**
 * New and confirm password of the reset-password page (and of the invitation link). That the new
 * password differs from the current one only the server can tell (it answers 422 on newPassword).
 */
export const resetPasswordFormSchema = z
  .strictObject({
    newPassword: newPasswordField(AUTH_MESSAGES.newPasswordInvalid),
    confirmPassword: confirmPasswordField,
  })
  .refine(confirmMatches, confirmMatchesRule);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordBodySchema = z
  .strictObject({
    token: linkTokenSchema,
    newPassword: newPasswordField(AUTH_MESSAGES.newPasswordInvalid),
    confirmPassword: confirmPasswordField,
  })
  .refine(confirmMatches, confirmMatchesRule);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Settings > Account settings (spec 001 §2.5, §5). */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: filledString(AUTH_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, {
      error: AUTH_MESSAGES.passwordTooLong,
    }),
    newPassword: newPasswordField(AUTH_MESSAGES.passwordInvalid),
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    error: AUTH_MESSAGES.passwordSameAsCurrent,
    when: whenFieldsValid('currentPassword', 'newPassword'),
  })
  .refine(confirmMatches, confirmMatchesRule);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 'superAdmin' or 'admin' for the built-in roles, null for custom ones. */
  systemKey: z.enum(['superAdmin', 'admin']).nullable(),
});

/** The signed-in user, as `GET /api/v1/auth/me` and login return them. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema.nullable(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
  reportingManagerId: z.uuid().nullable(),
  timeZone: z.string(),
  emailConfirmed: z.boolean(),
  /** The language the person last chose (PUT /me/language); null: never chosen. */
  language: z.enum(LANGUAGE_CODES).nullable(),
  /** What the web app offers this person, decided on the server: it shows controls from these, never from `permissions`. */
  abilities: z.object({
    /** Manager Appraisal: someone reports to them, or they hold ManageAppraisals. */
    reviewAppraisals: z.boolean(),
    /** Add user (AddUser). */
    addUser: z.boolean(),
    /** Issue and reject letters, see everyone's requests (IssueLetters). */
    issueLetters: z.boolean(),
    /** See and review everyone's IT proofs and tax declarations (ReviewTaxDocuments). */
    reviewTaxDocuments: z.boolean(),
    /** Work sites and the attendance settings (ManageAttendance). */
    manageAttendance: z.boolean(),
    /** The audit log (/audit): Admins and the Super admin (shared/rules/audit.ts). */
    viewAuditLog: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Who is signed in on this browser, if anyone: a guest is an answer, not an error. `sessionEnded`:
 * the browser named a session that has ended (expired, revoked), said once (its cookie is cleared).
 */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  sessionEnded: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Public facts the login page needs before anyone signs in. */
export const appInfoResponseSchema = z.object({
  demo: z.boolean(),
  demoPassword: z.string().nullable(),
  /** An account to try, shown with the password on the sign-in page of a demo install. */
  demoEmail: z.string().nullable(),
  version: z.string(),
});
export type AppInfoResponse = z.infer<typeof appInfoResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
