import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { displayFileName } from '../../../shared/rules/attachments.ts';
import {
  financialYearOf,
  TAX_PROOF_KINDS,
  TAX_PROOF_MESSAGES,
  TAX_PROOF_TYPE_LABELS,
  TAX_PROOF_TYPES,
} from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PERSON_TAX_PROOFS_SHOWN,
  taxProofUploadFieldsSchema,
  type PersonTaxProofs,
  type TaxProof,
  type TaxProofListQuery,
  type TaxProofListResponse,
} from '../../../shared/schemas/tax-proofs.schema.ts';
import { identifyAttachment } from '../../lib/attachment-types.ts';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { labelMatcher, type SearchTerms } from '../../lib/text-search.ts';
import { AppError, conflict, fieldError, notFound, validationFailed } from '../../lib/errors.ts';
import { reencodeAttachmentImage } from '../../lib/images.ts';
import type { StoredFileOwner } from '../../lib/storage.ts';
import type { MultipartForm } from '../../lib/uploads.ts';
import { publish } from '../events/events.service.ts';
import { organisationToday } from '../org/org.service.ts';
import {
  TAX_PROOF_GATES,
  TAX_PROOF_POLICY,
  canReviewTaxDocuments,
  canSeeTaxDocument,
} from './tax-proofs.policy.ts';
import { authorizeOwnTeamMember } from '../users/users.queries.ts';
import { presentTaxProof } from './tax-proofs.presenter.ts';
import {
  deleteUnverifiedProof,
  findTaxProof,
  findTaxProofHits,
  findTaxProofPage,
  insertTaxProof,
  TAX_PROOF_FOLDER,
  taxProofKeyInUse,
  taxProofKeys,
  type TaxProofRow,
} from './tax-proofs.repository.ts';

const IMAGE_MESSAGES = {
  type: TAX_PROOF_MESSAGES.fileType,
  size: TAX_PROOF_MESSAGES.fileSize,
  failed: TAX_PROOF_MESSAGES.uploadFailed,
};

export async function currentFinancialYear(ctx: AppContext): Promise<number> {
  return financialYearOf(await organisationToday(ctx));
}

/** A proof the caller may see; 404 for anyone else, as for one that does not exist. */
export async function visibleTaxProof(ctx: AppContext, actor: SessionUser, id: number): Promise<TaxProofRow> {
  const row = await findTaxProof(ctx.db, id);
  authorize(TAX_PROOF_POLICY, actor, 'view', row);
  return row;
}

export async function getTaxProof(ctx: AppContext, actor: SessionUser, id: number): Promise<TaxProof> {
  return presentTaxProof(actor, await visibleTaxProof(ctx, actor, id));
}

/**
 * The global search's HR documents (IT proofs): the caller's own, or everyone's for a reviewer (as
 * the IT proof page shows them), by the person's, the document's or the file's name or the type
 * (in English or the caller's language); newest first.
 */
export async function searchTaxProofs(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'document'>>> {
  const types = labelMatcher(
    TAX_PROOF_TYPES.map((type) => ({ id: type, name: TAX_PROOF_TYPE_LABELS[type] })),
    actor.language,
  );
  const owner = canReviewTaxDocuments(actor) ? null : actor.id;
  const rows = await findTaxProofHits(ctx.db, owner, terms, types, limit);
  return rows.map(({ userId, ...row }) => ({ kind: 'document', ...row, own: userId === actor.id }));
}

/** The caller's own proofs of a year, or everyone's for a reviewer who asks for them. */
export async function listTaxProofs(
  ctx: AppContext,
  actor: SessionUser,
  query: TaxProofListQuery,
): Promise<TaxProofListResponse> {
  const canReviewAll = canReviewTaxDocuments(actor);
  if (query.view === 'all') authorize(TAX_PROOF_GATES, actor, 'reviewAll');
  const current = await currentFinancialYear(ctx);
  const financialYear = query.financialYear ?? current;
  const { rows, total } = await findTaxProofPage(ctx.db, {
    ...(query.view === 'all' ? {} : { ownerId: actor.id }),
    financialYear,
    ...(query.status ? { status: query.status } : {}),
    ...(query.view === 'all' && query.search ? { search: query.search } : {}),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => presentTaxProof(actor, row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    financialYear,
    currentFinancialYear: current,
    canReviewAll,
  };
}

/**
 * A person's IT proofs of this financial year on their page, the latest first, for themself and
 * ReviewTaxDocuments holders (anyone else of their team is told they are not theirs to see;
 * outside it, 404).
 */
export async function getPersonTaxProofs(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<PersonTaxProofs> {
  await authorizeOwnTeamMember(ctx, actor, personId);
  const financialYear = await currentFinancialYear(ctx);
  if (!canSeeTaxDocument(actor, { userId: personId }))
    return { seen: false, items: [], total: 0, financialYear };
  const { rows, total } = await findTaxProofPage(ctx.db, {
    ownerId: personId,
    financialYear,
    offset: 0,
    limit: PERSON_TAX_PROOFS_SHOWN,
  });
  return { seen: true, items: rows.map((row) => presentTaxProof(actor, row)), total, financialYear };
}

function uploadFields(fields: Record<string, string>) {
  const parsed = taxProofUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}

/** The file as it will be stored: PDFs as sent, pictures re-encoded without their metadata. */
async function cleanFile(file: { fileName: string; data: Buffer }) {
  const kind = await identifyAttachment(file.data, file.fileName);
  if (!kind || !(TAX_PROOF_KINDS as readonly string[]).includes(kind.ext)) {
    throw new AppError(415, 'unsupported_file_type', TAX_PROOF_MESSAGES.fileType);
  }
  if (kind.ext === 'pdf') return { data: file.data, ext: 'pdf' as const, mime: kind.mime };
  const image = await reencodeAttachmentImage(file.data, IMAGE_MESSAGES);
  return {
    data: image.data,
    ext: image.extension,
    mime: image.extension === 'png' ? 'image/png' : 'image/jpeg',
  };
}

/**
 * Uploads a proof (spec 002, IT proof documents): the fields are checked, then the file by its
 * content, and the file is stored under a generated key before the row that names it; should the
 * row fail, the file goes too, so neither is left without the other.
 */
export async function uploadTaxProof(
  ctx: AppContext,
  actor: SessionUser,
  form: MultipartForm,
): Promise<TaxProof> {
  const fields = uploadFields(form.fields);
  const file = form.files[0];
  if (!file) throw fieldError('file', TAX_PROOF_MESSAGES.fileRequired);
  const clean = await cleanFile(file);
  const financialYear = fields.financialYear ?? (await currentFinancialYear(ctx));
  const fileKey = `${TAX_PROOF_FOLDER}/${randomBytes(16).toString('base64url')}.${clean.ext}`;
  await ctx.storage.put(fileKey, clean.data);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const uploaded = await insertTaxProof(tx, {
        userId: actor.id,
        financialYear,
        type: fields.type,
        documentName: fields.documentName,
        fileKey,
        fileName: displayFileName(file.fileName),
        kind: clean.ext,
        mimeType: clean.mime,
        size: clean.data.length,
      });
      // No file key and no figures: what the document is and for which year.
      await publish(tx, {
        type: 'tax_proof.uploaded',
        actorId: actor.id,
        subject: { kind: 'tax_proof', id: uploaded },
        concerns: [actor.id],
        data: { personId: actor.id, type: fields.type, documentName: fields.documentName, financialYear },
      });
      return uploaded;
    });
  } catch (err) {
    await ctx.storage.remove(fileKey);
    throw err;
  }
  return getTaxProof(ctx, actor, id);
}

/** The stored file, for the proof's person and reviewers (404 for anyone else). */
export async function readTaxProofFile(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<{ stream: Readable; size: number; mimeType: string; fileName: string }> {
  const row = await visibleTaxProof(ctx, actor, id);
  const file = await ctx.storage.read(row.fileKey);
  if (!file) throw notFound(TAX_PROOF_MESSAGES.fileGone);
  return { ...file, mimeType: row.mimeType, fileName: row.fileName };
}

/**
 * Deletes the caller's own proof while it is not verified (a reviewer's 403 on someone else's,
 * 409 once verified); the file is removed after the row, so a failure never leaves a row without its file.
 */
export async function deleteTaxProof(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const row = await visibleTaxProof(ctx, actor, id);
  authorize(TAX_PROOF_POLICY, actor, 'delete', row);
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await deleteUnverifiedProof(tx, id, actor.id);
    if (gone)
      await publish(tx, {
        type: 'tax_proof.deleted',
        actorId: actor.id,
        subject: { kind: 'tax_proof', id },
        concerns: [row.userId],
        data: proofData(row),
      });
    return gone;
  });
  if (!deleted) {
    const still = await findTaxProof(ctx.db, id);
    if (!still) throw notFound(TAX_PROOF_MESSAGES.notFound);
    throw conflict('tax_proof_verified', TAX_PROOF_MESSAGES.verifiedLocked);
  }
  await ctx.storage.remove(deleted.fileKey);
}

/** What a sentence about a proof needs (and its review mail): whose, what and which year; never a figure. */
export function proofData(row: TaxProofRow) {
  return {
    personId: row.userId,
    type: row.type,
    documentName: row.documentName,
    financialYear: row.financialYear,
  };
}

/** Who reviews tax documents and who may see one: the tax declarations share the proofs' rules. */
export { canReviewTaxDocuments, canSeeTaxDocument } from './tax-proofs.policy.ts';

/** Tax proofs' files, kept while their proof names them. */
export const taxProofFiles: StoredFileOwner = {
  folders: [TAX_PROOF_FOLDER],
  isInUse: taxProofKeyInUse,
  keysInUse: taxProofKeys,
};
