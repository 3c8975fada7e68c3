import { randomBytes, randomInt } from 'node:crypto';
import {
  fillLetterTemplate,
  formatVerificationCode,
  LETTER_MESSAGES,
  letterReferenceNumber,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  type LetterValues,
} from '../../../shared/rules/letters.ts';
import { formatDay, todayIn } from '../../../shared/rules/dates.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { LetterRejectBody, LetterRequest, LetterText } from '../../../shared/schemas/letters.schema.ts';
import type { Tx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { notFound } from '../../lib/errors.ts';
import { publish } from '../events/events.service.ts';
import { organisationName, organisationTimeZone } from '../org/org.service.ts';
import { letterPdf, type LetterDocument } from './letter-pdf.ts';
import { templatesByType } from './letter-templates.service.ts';
import { LETTER_POLICY } from './letters.policy.ts';
import {
  findLetterPerson,
  LETTER_FOLDER,
  lockOpenLetterRequest,
  markLetterIssued,
  markLetterRejected,
  takeLetterNumber,
  type LetterRequestRow,
} from './letters.repository.ts';
import { notRequested, presentById, visibleLetterRequest } from './letters.service.ts';
import { fullName } from '../../../shared/rules/people.ts';

/** An open request the actor may decide: 404 outside their sight, 403 without IssueLetters, 409 once decided. */
async function openRequest(ctx: AppContext, actor: SessionUser, id: number): Promise<LetterRequestRow> {
  const row = await visibleLetterRequest(ctx, actor, id);
  authorize(LETTER_POLICY, actor, 'decide', row);
  if (row.status !== 'requested') throw notRequested();
  return row;
}

async function requesterOf(ctx: AppContext, row: LetterRequestRow) {
  const person = await findLetterPerson(ctx.db, row.userId);
  if (!person) throw notFound(LETTER_MESSAGES.notFound);
  return person;
}

/**
 * The values of the placeholders for a person's request on the day `now`. There is no
 * joining-date column: the day the person's account was created stands for it (the templates
 * screen says so).
 */
export function letterValues(
  person: NonNullable<Awaited<ReturnType<typeof findLetterPerson>>>,
  request: { purpose: string; addressedTo: string },
  timeZone: string,
  now: Date,
): LetterValues {
  return {
    name: fullName(person.firstName, person.lastName),
    employeeId: person.employeeCode,
    designation: person.designation ?? '',
    department: person.department ?? '',
    joiningDate: formatDay(todayIn(timeZone, person.createdAt)),
    date: formatDay(todayIn(timeZone, now)),
    purpose: request.purpose,
    addressedTo: request.addressedTo,
  };
}

async function valuesFor(ctx: AppContext, row: LetterRequestRow): Promise<LetterValues> {
  const [person, timeZone] = await Promise.all([requesterOf(ctx, row), organisationTimeZone(ctx)]);
  return letterValues(person, row, timeZone, ctx.now());
}

/** The template of the request's type filled for its requester: where the issuer starts. */
export async function draftLetter(ctx: AppContext, actor: SessionUser, id: number): Promise<LetterText> {
  const row = await openRequest(ctx, actor, id);
  const [templates, values] = await Promise.all([templatesByType(ctx.db), valuesFor(ctx, row)]);
  const template = templates[row.type];
  return {
    subject: fillLetterTemplate(template.subject, values),
    body: fillLetterTemplate(template.body, values),
  };
}

/** A new verification code: VERIFICATION_CODE_LENGTH letters of VERIFICATION_ALPHABET, unprinted. */
function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++)
    code += VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)];
  return code;
}

/** What an issued letter prints besides what issuing gives it (reference, day, verification). */
export type LetterContent = Omit<
  LetterDocument,
  'referenceNumber' | 'date' | 'verificationCode' | 'verificationUrl'
>;

/**
 * Issues an open request in the caller's transaction, as the letters' register asks: the request
 * locked while still open (a second issuer waits there, then finds it decided), the next
 * number of the year of issue (takeLetterNumber, held until the transaction ends), the PDF printed
 * with it and a new verification code, stored before the row names it, then the request marked
 * issued. Null when the request was issued or rejected meanwhile: its file is removed and its
 * number stays free. A failure after the file is stored removes it too; should the commit itself
 * fail, the nightly file sweep takes the file that no row names.
 */
export async function issueInRegister(
  tx: Tx,
  storage: FileStorage,
  input: {
    id: number;
    content: LetterContent;
    decidedBy: string;
    /** The instant of issue, read once the number is held: numbers and instants keep one order. */
    clock: () => Date;
    timeZone: string;
    appUrl: string;
  },
): Promise<{ referenceNumber: string } | null> {
  // Another issuer or a reject got there first: nothing is numbered or printed.
  if (!(await lockOpenLetterRequest(tx, input.id))) return null;
  const dayOf = (instant: Date) => todayIn(input.timeZone, instant);
  let decidedAt = input.clock();
  let year: number;
  let registerNumber: number;
  // Waiting for the register may cross midnight on 31 December: the new year's register then.
  do {
    year = Number(dayOf(decidedAt).slice(0, 4));
    registerNumber = await takeLetterNumber(tx, year);
    decidedAt = input.clock();
  } while (Number(dayOf(decidedAt).slice(0, 4)) !== year);
  const today = dayOf(decidedAt);
  const referenceNumber = letterReferenceNumber(registerNumber, year);
  const verificationCode = newVerificationCode();
  const printedCode = formatVerificationCode(verificationCode);
  const pdf = await letterPdf({
    ...input.content,
    referenceNumber,
    date: formatDay(today),
    verificationCode: printedCode,
    verificationUrl: `${input.appUrl}/verify-letter/${printedCode}`,
  });
  const fileKey = `${LETTER_FOLDER}/${randomBytes(16).toString('base64url')}.pdf`;
  await storage.put(fileKey, pdf);
  let issued = false;
  try {
    issued = await markLetterIssued(tx, input.id, {
      subject: input.content.subject,
      body: input.content.body,
      registerYear: year,
      registerNumber,
      referenceNumber,
      verificationCode,
      fileKey,
      decidedBy: input.decidedBy,
      decidedAt,
    });
  } finally {
    if (!issued) await storage.remove(fileKey);
  }
  return issued ? { referenceNumber } : null;
}

/**
 * Issues the letter with the text the issuer left, in one transaction: its number in the year's
 * register, its PDF (issueInRegister) and its event (the requester's mail). A second issuer, or an issue after
 * a reject, gets 409 and leaves nothing behind.
 */
export async function issueLetter(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  text: LetterText,
): Promise<LetterRequest> {
  const row = await openRequest(ctx, actor, id);
  const [, organisation, timeZone] = await Promise.all([
    requesterOf(ctx, row),
    organisationName(ctx),
    organisationTimeZone(ctx),
  ]);
  const issued = await ctx.db.transaction(async (tx) => {
    const letter = await issueInRegister(tx, ctx.storage, {
      id,
      content: {
        organisation,
        addressedTo: row.addressedTo,
        subject: text.subject,
        body: text.body,
        issuer: actor.fullName,
      },
      decidedBy: actor.id,
      clock: () => ctx.now(),
      timeZone,
      appUrl: ctx.config.appUrl,
    });
    if (!letter) return false;
    // The requester's mail is queued by the notification-mail consumer from this event.
    await publish(tx, {
      type: 'letter.issued',
      actorId: actor.id,
      subject: { kind: 'letter_request', id },
      concerns: [row.userId],
      data: { requesterId: row.userId, type: row.type, referenceNumber: letter.referenceNumber },
    });
    return true;
  });
  if (!issued) throw notRequested();
  return presentById(ctx, actor, id);
}

export async function rejectLetter(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: LetterRejectBody,
): Promise<LetterRequest> {
  const row = await openRequest(ctx, actor, id);
  await requesterOf(ctx, row);
  await ctx.db.transaction(async (tx) => {
    const done = await markLetterRejected(tx, id, {
      rejectionReason: body.reason,
      decidedBy: actor.id,
      decidedAt: ctx.now(),
    });
    if (!done) throw notRequested();
    await publish(tx, {
      type: 'letter.rejected',
      actorId: actor.id,
      subject: { kind: 'letter_request', id },
      concerns: [row.userId],
      data: { requesterId: row.userId, type: row.type, reason: body.reason },
    });
  });
  return presentById(ctx, actor, id);
}
