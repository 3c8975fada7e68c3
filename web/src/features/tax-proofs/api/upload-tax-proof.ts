import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxProofType } from '../../../../../shared/rules/tax-proofs.ts';
import type { TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxProofKeys } from './tax-proof-keys.ts';

export interface TaxProofUpload {
  type: TaxProofType;
  documentName: string;
  financialYear: number;
  file: File;
}

/**
 * Uploads a proof: the file in the "files" field and its fields beside it (multipart). The server
 * decides the file's kind from its content.
 */
export function uploadTaxProof(upload: TaxProofUpload): Promise<TaxProof> {
  const form = new FormData();
  form.append('type', upload.type);
  form.append('documentName', upload.documentName);
  form.append('financialYear', String(upload.financialYear));
  form.append('files', upload.file, upload.file.name);
  return apiClient.post<TaxProof>('/tax-proofs', form);
}

export function useUploadTaxProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxProofKeys.all }),
  });
}
