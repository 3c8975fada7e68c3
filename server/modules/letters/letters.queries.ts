/** The reads of letter requests other modules may make. */
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { letterRequests } from '../../db/schema/letters.ts';
import type { SubjectSight } from '../events/events.queries.ts';
import { canIssueLetters } from './letters.policy.ts';

/**
 * The letter requests a person may open (LETTER_POLICY: their own; everyone's for IssueLetters
 * holders), for reading their events.
 */
export function letterRequestSight(actor: Pick<SessionUser, 'id' | 'permissions'>): SubjectSight {
  const whose = canIssueLetters(actor) ? sql`true` : sql`${letterRequests.userId} = ${actor.id}`;
  return {
    kind: 'letter_request',
    visible: (id) =>
      sql`exists (select 1 from ${letterRequests} where ${letterRequests.id} = (${id})::int and ${whose})`,
  };
}
