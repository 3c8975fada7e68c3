import { z } from 'zod';
import type { TaxProofType } from '../../../../shared/rules/tax-proofs.ts';
import { taxProofUploadFieldsSchema } from '../../../../shared/schemas/tax-proofs.schema.ts';
import { ApiError, isApiError } from '../../lib/api-client.ts';
import { fileProblem } from './tax-proof-format.ts';

/** The upload's fields as the server checks them, and the file as the browser can judge it first. */
export const uploadFormSchema = taxProofUploadFieldsSchema.extend({
  file: z.custom<File | null>().transform((file, ctx) => {
    const problem = fileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return file as File;
  }),
});
export type UploadFormBody = z.infer<typeof uploadFormSchema>;

/** What the upload form's fields hold: no type chosen yet is null, the year its select's value. */
export interface UploadFormValues {
  type: TaxProofType | null;
  documentName: string;
  financialYear: string;
  file: File | null;
}

/** The server's word on the file (sent as "files", or refused whole with 413/415) goes under the file field. */
export function withFileErrorsOnTheField(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (error.status === 413 || error.status === 415)
    return new ApiError(422, error.code, error.message, [{ path: 'file', message: error.message }]);
  const details = error.details.map((d) => (d.path === 'files' ? { ...d, path: 'file' } : d));
  return new ApiError(error.status, error.code, error.message, details);
}
