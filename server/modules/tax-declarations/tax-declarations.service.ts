import { declarableYears, TAX_DECLARATION_MESSAGES as M } from '../../../shared/rules/tax-declaration.ts';
import { financialYearOf } from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  submitIssues,
  type TaxDeclaration,
  type TaxDeclarationData,
  type TaxDeclarationListQuery,
  type TaxDeclarationListResponse,
} from '../../../shared/schemas/tax-declaration.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound, validationFailed } from '../../lib/errors.ts';
import { publish, type EventChanges } from '../events/events.service.ts';
import { organisationToday } from '../org/org.service.ts';
import { TAX_DECLARATION_GATES, TAX_DECLARATION_POLICY } from './tax-declarations.policy.ts';
import { dataOf, presentDeclaration, presentListItem } from './tax-declarations.presenter.ts';
import {
  findDeclarant,
  findDeclarationById,
  findDeclarationPage,
  findOwnDeclaration,
  markReopened,
  markSubmitted,
  upsertDraft,
} from './tax-declarations.repository.ts';
import { findPersonName } from '../users/users.queries.ts';

/** The years open for declaring on the organisation's today: the current one and the one before. */
export async function openYears(ctx: AppContext): Promise<number[]> {
  return declarableYears(financialYearOf(await organisationToday(ctx)));
}

async function openYear(ctx: AppContext, requested: number | undefined) {
  const years = await openYears(ctx);
  const financialYear = requested ?? years[0]!;
  if (!years.includes(financialYear)) throw fieldError('financialYear', M.yearNotAllowed);
  return { years, financialYear };
}

const locked = () => conflict('declaration_locked', M.locked);

/** The caller's declaration of a year, or an empty draft prefilled from their profile. */
export async function getMyDeclaration(
  ctx: AppContext,
  actor: SessionUser,
  requestedYear: number | undefined,
): Promise<TaxDeclaration> {
  const { years, financialYear } = await openYear(ctx, requestedYear);
  const [person, row] = await Promise.all([
    findDeclarant(ctx.db, actor.id),
    findOwnDeclaration(ctx.db, actor.id, financialYear),
  ]);
  if (!person) throw notFound();
  const reopenedBy = row?.reopenedBy ? await findPersonName(ctx.db, row.reopenedBy) : null;
  return presentDeclaration(actor, person, row, financialYear, years, reopenedBy);
}

/**
 * The fields of the form that differ, by their path (`income.basicSalary`), WITHOUT their values:
 * the audit log tells that a figure changed, never the figure.
 */
function changedFields(before: unknown, after: unknown, path = ''): EventChanges {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) || !isRecord(after)) return before === after ? {} : { [path]: {} };
  const changes: EventChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    Object.assign(changes, changedFields(before[key], after[key], path ? `${path}.${key}` : key));
  return changes;
}

/** Saves the caller's draft; a submitted declaration is locked (409). */
export async function saveMyDeclaration(
  ctx: AppContext,
  actor: SessionUser,
  requestedYear: number | undefined,
  data: TaxDeclarationData,
): Promise<TaxDeclaration> {
  const { financialYear } = await openYear(ctx, requestedYear);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await findOwnDeclaration(tx, actor.id, financialYear);
    const id = await upsertDraft(tx, actor.id, financialYear, data);
    if (id === null) return null;
    const changes = changedFields(dataOf(before?.data), data);
    if (!before || Object.keys(changes).length > 0)
      await publish(tx, {
        type: 'tax_declaration.saved',
        actorId: actor.id,
        subject: { kind: 'tax_declaration', id },
        concerns: [actor.id],
        changes,
        data: { personId: actor.id, financialYear, created: !before },
      });
    return id;
  });
  if (saved === null) throw locked();
  return getMyDeclaration(ctx, actor, financialYear);
}

/** Submits the caller's saved draft once it is complete; it is then locked. */
export async function submitMyDeclaration(
  ctx: AppContext,
  actor: SessionUser,
  requestedYear: number | undefined,
): Promise<TaxDeclaration> {
  const { financialYear } = await openYear(ctx, requestedYear);
  const row = await findOwnDeclaration(ctx.db, actor.id, financialYear);
  if (row?.status === 'submitted') throw conflict('declaration_already_submitted', M.alreadySubmitted);
  const issues = submitIssues(dataOf(row?.data));
  if (!row || issues.length > 0) throw validationFailed(issues);
  await ctx.db.transaction(async (tx) => {
    if (!(await markSubmitted(tx, row.id, ctx.now())))
      throw conflict('declaration_already_submitted', M.alreadySubmitted);
    await publish(tx, {
      type: 'tax_declaration.submitted',
      actorId: actor.id,
      subject: { kind: 'tax_declaration', id: row.id },
      concerns: [actor.id],
      data: { personId: actor.id, financialYear },
    });
  });
  return getMyDeclaration(ctx, actor, financialYear);
}

async function visibleDeclaration(ctx: AppContext, actor: SessionUser, id: number) {
  const row = await findDeclarationById(ctx.db, id);
  authorize(TAX_DECLARATION_POLICY, actor, 'view', row);
  return row;
}

/** One declaration, for its person and for reviewers. */
export async function getDeclaration(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<TaxDeclaration> {
  const row = await visibleDeclaration(ctx, actor, id);
  const [years, reopenedBy] = await Promise.all([
    openYears(ctx),
    row.reopenedBy ? findPersonName(ctx.db, row.reopenedBy) : null,
  ]);
  return presentDeclaration(actor, row, row, row.financialYear, years, reopenedBy);
}

/** Everyone's declarations of a year with their totals, for reviewers. */
export async function listDeclarations(
  ctx: AppContext,
  actor: SessionUser,
  query: TaxDeclarationListQuery,
): Promise<TaxDeclarationListResponse> {
  authorize(TAX_DECLARATION_GATES, actor, 'review');
  const years = await openYears(ctx);
  const { rows, total } = await findDeclarationPage(ctx.db, {
    financialYear: query.financialYear ?? years[0]!,
    status: query.status,
    search: query.search,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => presentListItem(actor, row, years)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    years,
  };
}

/** Back to draft so its person may change it; records who reopened it and when, and mails the person. */
export async function reopenDeclaration(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<TaxDeclaration> {
  const row = await visibleDeclaration(ctx, actor, id);
  authorize(TAX_DECLARATION_POLICY, actor, 'reopen', row);
  // The event is recorded with the change (the notification-mail consumer mails the person from it).
  await ctx.db.transaction(async (tx) => {
    if (!(await markReopened(tx, id, actor.id, ctx.now())))
      throw conflict('declaration_not_submitted', M.notSubmitted);
    await publish(tx, {
      type: 'tax_declaration.reopened',
      actorId: actor.id,
      subject: { kind: 'tax_declaration', id },
      concerns: [row.userId],
      data: { personId: row.userId, financialYear: row.financialYear },
    });
  });
  return getDeclaration(ctx, actor, id);
}
