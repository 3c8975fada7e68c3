import {
  financialYearLabel,
  TAX_PROOF_TYPE_LABELS,
  type TaxProofType,
} from '../../shared/rules/tax-proofs.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

const REVIEWED = {
  verified: {
    subject: 'Your IT proof document was verified',
    line: '{{name}} verified your IT proof document "{{document}}" for the financial year {{year}}.',
  },
  rejected: {
    subject: 'Your IT proof document was rejected',
    line: '{{name}} rejected your IT proof document "{{document}}" for the financial year {{year}}.',
  },
} as const;

/** To the person when an Admin verifies or rejects one of their IT proof documents. */
export function taxProofReviewedMail(
  input: Recipient & {
    reviewedBy: string;
    decision: 'verified' | 'rejected';
    proof: { type: TaxProofType; documentName: string; financialYear: number };
    reason: string | null;
    url: string;
  },
): OutgoingMail {
  const words = REVIEWED[input.decision];
  return renderMail('tax_proof_reviewed', input, (t) => {
    const lines = [
      t(words.line, {
        name: input.reviewedBy,
        // The type under the web's key for it.
        document: `${t(TAX_PROOF_TYPE_LABELS[input.proof.type])} – ${input.proof.documentName}`,
        year: financialYearLabel(input.proof.financialYear),
      }),
    ];
    if (input.reason) lines.push(t('Reason: {{reason}}', { reason: input.reason }));
    if (input.decision === 'rejected') lines.push(t('You may delete it and upload a corrected document.'));
    return {
      subject: t(words.subject),
      lines,
      action: { label: t('See your IT proof documents'), url: input.url },
      footer: t('You receive this because you uploaded IT proof documents in Orgdesk.'),
    };
  });
}
