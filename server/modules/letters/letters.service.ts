import {
  LETTER_MESSAGES,
  LETTER_TYPE_LABELS,
  LETTER_TYPES,
  letterFileName,
} from '../../../shared/rules/letters.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PERSON_LETTERS_SHOWN,
  type LetterListQuery,
  type LetterListResponse,
  type LetterRequest,
  type LetterRequestBody,
  type PersonLetterRequests,
} from '../../../shared/schemas/letters.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { labelMatcher, type SearchTerms } from '../../lib/text-search.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { StoredFileOwner } from '../../lib/storage.ts';
import { publish } from '../events/events.service.ts';
import { organisationTimeZone } from '../org/org.service.ts';
import { LETTER_GATES, LETTER_POLICY, canIssueLetters, canSeeLetterRequest } from './letters.policy.ts';
import { authorizeOwnTeamMember } from '../users/users.queries.ts';
import { presentLetterRequest } from './letters.presenter.ts';
import {
  deleteOpenLetterRequest,
  findLetterHits,
  findLetterRequest,
  findLetterRequests,
  insertLetterRequest,
  LETTER_FOLDER,
  letterFileKeyInUse,
  letterFileKeys,
  type LetterRequestRow,
} from './letters.repository.ts';

export const notRequested = () => conflict('letter_not_requested', LETTER_MESSAGES.notRequested);

/** The request if the actor may see it; 404 otherwise, so others' requests are never revealed. */
export async function visibleLetterRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<LetterRequestRow> {
  const row = await findLetterRequest(ctx.db, id);
  authorize(LETTER_POLICY, actor, 'view', row);
  return row;
}

export async function presentById(ctx: AppContext, actor: SessionUser, id: number): Promise<LetterRequest> {
  const row = await visibleLetterRequest(ctx, actor, id);
  return presentLetterRequest(actor, row, await organisationTimeZone(ctx));
}

/**
 * The global search's letter requests: the caller's own, or everyone's for those who issue
 * letters (as the Letter Requests page shows them), by the person's name, purpose, addressee,
 * reference number or type (in English or the caller's language); newest first.
 */
export async function searchLetterRequests(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'letter'>>> {
  const types = labelMatcher(
    LETTER_TYPES.map((type) => ({ id: type, name: LETTER_TYPE_LABELS[type] })),
    actor.language,
  );
  const rows = await findLetterHits(ctx.db, canIssueLetters(actor) ? null : actor.id, terms, types, limit);
  return rows.map(({ userId, ...row }) => ({ kind: 'letter', ...row, own: userId === actor.id }));
}

export async function listLetterRequests(
  ctx: AppContext,
  actor: SessionUser,
  query: LetterListQuery,
): Promise<LetterListResponse> {
  const canIssue = canIssueLetters(actor);
  if (query.view === 'all') authorize(LETTER_GATES, actor, 'issue');
  const [{ rows, total }, timeZone] = await Promise.all([
    findLetterRequests(ctx.db, {
      userId: query.view === 'all' ? null : actor.id,
      status: query.status,
      page: query.page,
      pageSize: query.pageSize,
    }),
    organisationTimeZone(ctx),
  ]);
  return {
    items: rows.map((row) => presentLetterRequest(actor, row, timeZone)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    canIssue,
  };
}

/**
 * A person's letter requests on their page, the latest first, for themself and IssueLetters
 * holders (anyone else of their team is told they are not theirs to see; outside it, 404).
 */
export async function getPersonLetterRequests(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<PersonLetterRequests> {
  await authorizeOwnTeamMember(ctx, actor, personId);
  if (!canSeeLetterRequest(actor, { userId: personId })) return { seen: false, items: [], total: 0 };
  const [{ rows, total }, timeZone] = await Promise.all([
    findLetterRequests(ctx.db, { userId: personId, page: 1, pageSize: PERSON_LETTERS_SHOWN }),
    organisationTimeZone(ctx),
  ]);
  return { seen: true, items: rows.map((row) => presentLetterRequest(actor, row, timeZone)), total };
}

export async function raiseLetterRequest(
  ctx: AppContext,
  actor: SessionUser,
  body: LetterRequestBody,
): Promise<LetterRequest> {
  const id = await ctx.db.transaction(async (tx) => {
    const raised = await insertLetterRequest(tx, {
      userId: actor.id,
      type: body.type,
      purpose: body.purpose ?? '',
      addressedTo: body.addressedTo ?? '',
      notes: body.notes ?? '',
    });
    await publish(tx, {
      type: 'letter.requested',
      actorId: actor.id,
      subject: { kind: 'letter_request', id: raised },
      concerns: [actor.id],
      data: { requesterId: actor.id, type: body.type },
    });
    return raised;
  });
  return presentById(ctx, actor, id);
}

/** The requester withdraws a request that nobody has decided yet. */
export async function cancelLetterRequest(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const row = await visibleLetterRequest(ctx, actor, id);
  authorize(LETTER_POLICY, actor, 'cancel', row);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteOpenLetterRequest(tx, id, actor.id))) throw notRequested();
    await publish(tx, {
      type: 'letter.request_withdrawn',
      actorId: actor.id,
      subject: { kind: 'letter_request', id },
      concerns: [row.userId],
      data: { requesterId: row.userId, type: row.type },
    });
  });
}

/** The issued letter's PDF, for its requester and the issuers. */
export async function downloadLetter(ctx: AppContext, actor: SessionUser, id: number) {
  const row = await visibleLetterRequest(ctx, actor, id);
  if (row.status !== 'issued' || !row.fileKey || !row.referenceNumber)
    throw notFound('This letter has not been issued.');
  const file = await ctx.storage.read(row.fileKey);
  if (!file) throw notFound('The file of this letter is missing.');
  return { fileName: letterFileName(row.type, row.referenceNumber), ...file };
}

/** Issued letters, kept while their request names them. */
export const letterFiles: StoredFileOwner = {
  folders: [LETTER_FOLDER],
  isInUse: letterFileKeyInUse,
  keysInUse: letterFileKeys,
};
