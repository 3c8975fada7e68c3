import {
  financialYearLabel,
  TAX_PROOF_TYPE_LABELS,
  type TaxProofType,
} from '../../shared/rules/tax-proofs.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail } from './templates.ts';

/** To the person when an Admin verifies or rejects one of their IT proof documents. */
export function taxProofReviewedMail(input: {
  to: string;
  firstName: string;
  reviewedBy: string;
  decision: 'verified' | 'rejected';
  proof: { type: TaxProofType; documentName: string; financialYear: number };
  reason: string | null;
  url: string;
}): OutgoingMail {
  const what = `${TAX_PROOF_TYPE_LABELS[input.proof.type]} – ${input.proof.documentName}`;
  const lines = [
    `${input.reviewedBy} ${input.decision} your IT proof document "${what}" for the financial year ${financialYearLabel(input.proof.financialYear)}.`,
  ];
  if (input.reason) lines.push(`Reason: ${input.reason}`);
  if (input.decision === 'rejected') lines.push('You may delete it and upload a corrected document.');
  return renderMail('tax_proof_reviewed', input.to, `Your IT proof document was ${input.decision}`, {
    greeting: `Hello ${input.firstName},`,
    lines,
    action: { label: 'See your IT proof documents', url: input.url },
    footer: 'You receive this because you uploaded IT proof documents in Orgdesk.',
  });
}
