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
import { formatDay, todayIn } from '../../../shared/rules/tasks.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { LetterRejectBody, LetterRequest, LetterText } from '../../../shared/schemas/letters.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { letterDecidedMail } from '../../mail/letter-mails.ts';
import { queueMail } from '../mail/mail.repository.ts';
import { organisationName, organisationTimeZone } from '../org/org.service.ts';
import { letterPdf } from './letter-pdf.ts';
import { requireIssuer, templatesByType } from './letter-templates.service.ts';
import {
  findLetterPerson,
  LETTER_FOLDER,
  markLetterIssued,
  markLetterRejected,
  type LetterRequestRow,
} from './letters.repository.ts';
import { notRequested, presentById, visibleLetterRequest } from './letters.service.ts';
import { fullName } from '../users/users.presenter.ts';

/** An open request the actor may decide: 404 outside their sight, 403 without IssueLetters, 409 once decided. */
async function openRequest(ctx: AppContext, actor: SessionUser, id: number): Promise<LetterRequestRow> {
  const row = await visibleLetterRequest(ctx, actor, id);
  requireIssuer(actor);
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
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++)
    code += VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)];
  return code;
}

/**
 * Issues the letter with the text the issuer left: the PDF is written first (storage never holds
 * a row without its file), then one transaction marks the request issued only if it is still
 * open and queues the requester's mail. A second issuer, or an issue after a reject, gets 409 and
 * the unused file is removed.
 */
export async function issueLetter(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  text: LetterText,
): Promise<LetterRequest> {
  const row = await openRequest(ctx, actor, id);
  const [person, organisation, timeZone] = await Promise.all([
    requesterOf(ctx, row),
    organisationName(ctx),
    organisationTimeZone(ctx),
  ]);
  const now = ctx.now();
  const today = todayIn(timeZone, now);
  const referenceNumber = letterReferenceNumber(row.id, Number(today.slice(0, 4)));
  const verificationCode = newVerificationCode();
  const printedCode = formatVerificationCode(verificationCode);
  const pdf = await letterPdf({
    organisation,
    referenceNumber,
    date: formatDay(today),
    addressedTo: row.addressedTo,
    subject: text.subject,
    body: text.body,
    issuer: actor.fullName,
    verificationCode: printedCode,
    verificationUrl: `${ctx.config.appUrl}/verify-letter/${printedCode}`,
  });
  const fileKey = `${LETTER_FOLDER}/${randomBytes(16).toString('base64url')}.pdf`;
  await ctx.storage.put(fileKey, pdf);
  const issued = await ctx.db.transaction(async (tx) => {
    const done = await markLetterIssued(tx, id, {
      subject: text.subject,
      body: text.body,
      referenceNumber,
      verificationCode,
      fileKey,
      decidedBy: actor.id,
      decidedAt: now,
    });
    if (!done) return false;
    await queueMail(
      tx,
      letterDecidedMail({
        to: person.email,
        firstName: person.firstName,
        type: row.type,
        decision: 'issued',
        referenceNumber,
        reason: null,
        url: `${ctx.config.appUrl}/letter-requests`,
      }),
    );
    return true;
  });
  if (!issued) {
    await ctx.storage.remove(fileKey);
    throw notRequested();
  }
  ctx.nudgeMail();
  return presentById(ctx, actor, id);
}

export async function rejectLetter(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: LetterRejectBody,
): Promise<LetterRequest> {
  const row = await openRequest(ctx, actor, id);
  const person = await requesterOf(ctx, row);
  await ctx.db.transaction(async (tx) => {
    const done = await markLetterRejected(tx, id, {
      rejectionReason: body.reason,
      decidedBy: actor.id,
      decidedAt: ctx.now(),
    });
    if (!done) throw notRequested();
    await queueMail(
      tx,
      letterDecidedMail({
        to: person.email,
        firstName: person.firstName,
        type: row.type,
        decision: 'rejected',
        referenceNumber: null,
        reason: body.reason,
        url: `${ctx.config.appUrl}/letter-requests`,
      }),
    );
  });
  ctx.nudgeMail();
  return presentById(ctx, actor, id);
}
