import { financialYearLabel } from '../../shared/rules/tax-proofs.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail } from './templates.ts';

/** To the person when an Admin reopens their submitted income tax declaration for changes. */
export function taxDeclarationReopenedMail(input: {
  to: string;
  firstName: string;
  reopenedBy: string;
  financialYear: number;
  url: string;
}): OutgoingMail {
  return renderMail('tax_declaration_reopened', input.to, 'Your income tax declaration was reopened', {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.reopenedBy} reopened your income tax declaration for the financial year ${financialYearLabel(input.financialYear)}.`,
      'You may change it and submit it again.',
    ],
    action: { label: 'Open your declaration', url: input.url },
    footer: 'You receive this because you submitted an income tax declaration in Orgdesk.',
  });
}
