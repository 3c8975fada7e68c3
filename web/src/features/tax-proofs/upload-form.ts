import { z } from 'zod';
import type { TaxProofType } from '../../../../shared/rules/tax-proofs.ts';
import { taxProofUploadFieldsSchema } from '../../../../shared/schemas/tax-proofs.schema.ts';
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
