import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TaxDeclaration,
  TaxDeclarationData,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { setMyDeclaration } from './get-my-declaration.ts';

/** Saves the caller's draft of a year; the answer carries the totals the server computed. */
export function saveMyDeclaration(financialYear: number, data: TaxDeclarationData): Promise<TaxDeclaration> {
  return apiClient.put<TaxDeclaration>(`/tax-declarations/mine?financialYear=${financialYear}`, data);
}

export function useSaveMyDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ financialYear, data }: { financialYear: number; data: TaxDeclarationData }) =>
      saveMyDeclaration(financialYear, data),
    onSuccess: (saved) => setMyDeclaration(queryClient, saved),
  });
}
