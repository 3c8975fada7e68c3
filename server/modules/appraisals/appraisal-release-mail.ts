import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { people, findPersonName } from '../users/users.queries.ts';
import type { AppContext } from '../../lib/context.ts';
import { appraisalReleasedMail } from '../../mail/appraisal-mails.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import type { AppraisalRecord } from './appraisals.repository.ts';

/** Queues, with the release, the mail that tells the person their review is there. */
export async function queueReleaseMail(tx: DbOrTx, ctx: AppContext, a: AppraisalRecord): Promise<void> {
  const [person] = await tx
    .select({ email: people.email, firstName: people.firstName, language: people.language })
    .from(people)
    .where(eq(people.id, a.userId));
  if (!person) return;
  const reviewerName = a.reviewerId ? await findPersonName(tx, a.reviewerId) : null;
  await enqueueMail(
    tx,
    appraisalReleasedMail({
      to: person.email,
      firstName: person.firstName,
      language: person.language,
      cycleName: a.cycleName,
      reviewerName,
      url: `${ctx.config.appUrl}/self-appraisal?id=${a.id}`,
    }),
  );
}
