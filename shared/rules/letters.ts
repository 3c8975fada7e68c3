/**
 * Letter requests (spec 002 §2 Placeholder pages: letter requests; built by Orgdesk): the types
 * of letter a person may ask for and the states of a request.
 */

export const LETTER_TYPES = [
  'experience',
  'addressProof',
  'salaryCertificate',
  'noObjection',
  'custom',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

/** How each type is named on screen and in the letter (keys of the web's translations). */
export const LETTER_TYPE_LABELS: Record<LetterType, string> = {
  experience: 'Experience letter',
  addressProof: 'Address proof',
  salaryCertificate: 'Salary certificate',
  noObjection: 'No-objection certificate',
  custom: 'Custom letter',
};

export const LETTER_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  requested: 'Requested',
  issued: 'Issued',
  rejected: 'Rejected',
};

/** The placeholders a template may use; filled from the requester and the request on issue. */
export const LETTER_PLACEHOLDERS = [
  'name',
  'employeeId',
  'designation',
  'department',
  'joiningDate',
  'date',
  'purpose',
  'addressedTo',
] as const;
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];
export type LetterValues = Record<LetterPlaceholder, string>;

export interface LetterTemplateText {
  subject: string;
  body: string;
}

/** What an issuer starts from until someone with IssueLetters saves a template of that type. */
export const DEFAULT_LETTER_TEMPLATES: Record<LetterType, LetterTemplateText> = {
  experience: {
    subject: 'Experience letter',
    body:
      'This is to certify that {name} (employee id {employeeId}) has been working with us since {joiningDate} ' +
      'as {designation} in the {department} department.\n\n' +
      'During this time we found {name} sincere, hardworking and dependable.\n\n' +
      'This letter is issued on request for the purpose of: {purpose}.',
  },
  addressProof: {
    subject: 'Address proof',
    body:
      'This is to certify that {name} (employee id {employeeId}) is employed with us as {designation} ' +
      'in the {department} department since {joiningDate}.\n\n' +
      'This letter is issued on request to serve as a proof of address for: {purpose}.',
  },
  salaryCertificate: {
    subject: 'Salary certificate',
    body:
      'This is to certify that {name} (employee id {employeeId}) is employed with us as {designation} ' +
      'in the {department} department since {joiningDate} and draws a regular salary from the organisation.\n\n' +
      'This certificate is issued on request for the purpose of: {purpose}.',
  },
  noObjection: {
    subject: 'No-objection certificate',
    body:
      'This is to certify that {name} (employee id {employeeId}), {designation} in the {department} department, ' +
      'is employed with us since {joiningDate}.\n\n' +
      'The organisation has no objection to {name} pursuing: {purpose}.',
  },
  custom: {
    subject: 'Letter: {purpose}',
    body:
      'This is to certify that {name} (employee id {employeeId}) is employed with us as {designation} ' +
      'in the {department} department since {joiningDate}.\n\n' +
      'This letter is issued on request for the purpose of: {purpose}.',
  },
};

/**
 * Puts the values in place of the placeholders ({name}…). An unknown placeholder is left as it
 * is, so a typo in a template shows up in the letter the issuer reviews instead of vanishing.
 */
export function fillLetterTemplate(text: string, values: LetterValues): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) =>
    (LETTER_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as LetterPlaceholder] : whole,
  );
}

/**
 * The reference number printed on a letter: LTR/2026/000042, the year of issue and the letter's
 * number in that year's register (1, 2, 3… in issue order, without gaps).
 */
export function letterReferenceNumber(registerNumber: number, year: number): string {
  return `LTR/${year}/${String(registerNumber).padStart(6, '0')}`;
}

/** No 0/O, 1/I/L: a code read aloud or typed from paper cannot be mistaken. */
export const VERIFICATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFICATION_CODE_LENGTH = 12;

/** A stored code (12 characters) as printed and shown: ABCD-EFGH-JKMN. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as typed (any case, dashes or spaces anywhere) in its stored form, or null when it
 * cannot be a code at all.
 */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((c) => VERIFICATION_ALPHABET.includes(c)) ? code : null;
}

/** The PDF's file name: Experience-letter-LTR-2026-000042.pdf. */
export function letterFileName(type: LetterType, referenceNumber: string): string {
  const label = LETTER_TYPE_LABELS[type].replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
  return `${label}-${referenceNumber.replace(/\//g, '-')}.pdf`;
}

export const LETTER_MESSAGES = {
  notFound: 'This letter request does not exist.',
  notRequested: 'This request has already been issued or rejected.',
  purposeRequired: 'Please enter the purpose of a custom letter.',
  purposeTooLong: 'Purpose must not exceed 200 characters.',
  addressedToTooLong: 'Addressed to must not exceed 200 characters.',
  notesTooLong: 'Notes must not exceed 1000 characters.',
  typeRequired: 'Please select the type of letter.',
  subjectRequired: 'Please enter the subject.',
  subjectTooLong: 'Subject must not exceed 200 characters.',
  bodyRequired: 'Please enter the text of the letter.',
  bodyTooLong: 'The text of the letter must not exceed 20000 characters.',
  reasonRequired: 'Please enter the reason for rejecting.',
  reasonTooLong: 'Reason must not exceed 500 characters.',
  codeInvalid:
    'Enter the 12-character code printed on the letter. It uses the letters A–Z except I, L and O, and the digits 2–9.',
  noMatch: 'No letter matches this code.',
  cannotIssue: 'You are not allowed to issue letters.',
  tooManyChecks: 'Too many checks from this address. Please try again later.',
} as const;

/**
 * Issuing, rejecting, editing templates and seeing everyone's requests need IssueLetters. The
 * letters policy decides by it, and the signed-in user's abilities carry it to the web.
 */
export function holdsIssueLetters(permissions: readonly string[]): boolean {
  return permissions.includes('IssueLetters');
}
