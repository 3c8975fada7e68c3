import { LETTER_MESSAGES, normalizeVerificationCode } from '../../../shared/rules/letters.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import type { LetterVerification } from '../../../shared/schemas/letters.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError, notFound, tooManyRequests } from '../../lib/errors.ts';
import { incrementCounter } from '../auth/auth.service.ts';
import { organisationTimeZone } from '../org/org.service.ts';
import { findIssuedLetterByCode } from './letters.repository.ts';
import { fullName } from '../../../shared/rules/people.ts';

/** Checks per address per window: plenty for people, too few to walk the code space. */
export const VERIFICATION_CHECKS_PER_WINDOW = 30;
const WINDOW_SECONDS = 600;

/** The public check: only the name, the type, the day of issue and the reference, nothing more. */
export async function verifyLetter(ctx: AppContext, input: string, ip: string): Promise<LetterVerification> {
  const counter = await incrementCounter(ctx.db, `letter-verification:${ip}`, WINDOW_SECONDS, ctx.now());
  if (counter.count > VERIFICATION_CHECKS_PER_WINDOW)
    throw tooManyRequests(
      LETTER_MESSAGES.tooManyChecks,
      (counter.resetAt.getTime() - ctx.now().getTime()) / 1000,
    );
  const code = normalizeVerificationCode(input);
  if (!code) throw fieldError('code', LETTER_MESSAGES.codeInvalid);
  const letter = await findIssuedLetterByCode(ctx.db, code);
  if (!letter || !letter.referenceNumber || !letter.decidedAt) throw notFound(LETTER_MESSAGES.noMatch);
  return {
    name: fullName(letter.firstName, letter.lastName),
    type: letter.type,
    issuedOn: todayIn(await organisationTimeZone(ctx), letter.decidedAt),
    referenceNumber: letter.referenceNumber,
  };
}
