import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxProof } from '../../../shared/schemas/tax-proofs.schema.ts';
import { taxProofAbilities } from './tax-proofs.policy.ts';
import type { TaxProofRow } from './tax-proofs.repository.ts';
import { fullName } from '../../../shared/rules/people.ts';

export function presentTaxProof(actor: SessionUser, row: TaxProofRow): TaxProof {
  return {
    id: row.id,
    person: { id: row.userId, fullName: fullName(row.firstName, row.lastName) },
    financialYear: row.financialYear,
    type: row.type,
    documentName: row.documentName,
    fileName: row.fileName,
    kind: row.kind as TaxProof['kind'],
    mimeType: row.mimeType,
    size: row.size,
    fileUrl: `/api/v1/tax-proofs/${row.id}/file`,
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedBy:
      row.reviewerId !== null
        ? { id: row.reviewerId, fullName: fullName(row.reviewerFirstName, row.reviewerLastName) }
        : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    uploadedAt: row.createdAt.toISOString(),
    abilities: taxProofAbilities(actor, row),
  };
}
