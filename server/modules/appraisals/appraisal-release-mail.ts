import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../lib/context.ts';
import { appraisalReleasedMail } from '../../mail/appraisal-mails.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import type { AppraisalRecord } from './appraisals.repository.ts';
import { findPersonName } from '../users/users.queries.ts';

/** Queues, with the release, the mail that tells the person their review is there. */
export async function queueReleaseMail(tx: DbOrTx, ctx: AppContext, a: AppraisalRecord): Promise<void> {
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, a.userId));
  if (!person) return;
  const reviewerName = (a.reviewerId ? await findPersonName(tx, a.reviewerId) : null) ?? 'Your manager';
  await enqueueMail(
    tx,
    appraisalReleasedMail({
      to: person.email,
      firstName: person.firstName,
      cycleName: a.cycleName,
      reviewerName,
      url: `${ctx.config.appUrl}/self-appraisal?id=${a.id}`,
    }),
  );
}
