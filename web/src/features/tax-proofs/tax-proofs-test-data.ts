import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import type { TaxProof, TaxProofListResponse } from '../../../../shared/schemas/tax-proofs.schema.ts';
import { TEST_USER } from '../../test/render-app.tsx';

export const REVIEWER: SessionUser = {
  ...TEST_USER,
  permissions: ['ReviewTaxDocuments'],
  abilities: { ...TEST_USER.abilities, reviewTaxDocuments: true },
};

export function proof(overrides: Partial<TaxProof> = {}): TaxProof {
  return {
    id: 1,
    person: { id: TEST_USER.id, fullName: TEST_USER.fullName },
    financialYear: 2026,
    type: 'houseRent',
    documentName: 'Rent receipt April',
    fileName: 'rent.pdf',
    kind: 'pdf',
    mimeType: 'application/pdf',
    size: 1200,
    fileUrl: '/api/v1/tax-proofs/1/file',
    status: 'submitted',
    rejectionReason: null,
    reviewedBy: null,
    reviewedAt: null,
    uploadedAt: '2026-11-20T06:30:00.000Z',
    abilities: { preview: true, delete: true, verify: false, reject: false },
    ...overrides,
  };
}

export function listResponse(items: TaxProof[], overrides: Partial<TaxProofListResponse> = {}) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    financialYear: 2026,
    currentFinancialYear: 2026,
    canReviewAll: false,
    ...overrides,
  } satisfies TaxProofListResponse;
}
