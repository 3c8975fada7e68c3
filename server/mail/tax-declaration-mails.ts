import { financialYearLabel } from '../../shared/rules/tax-proofs.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

/** To the person when an Admin reopens their submitted income tax declaration for changes. */
export function taxDeclarationReopenedMail(
  input: Recipient & { reopenedBy: string; financialYear: number; url: string },
): OutgoingMail {
  return renderMail('tax_declaration_reopened', input, (t) => ({
    subject: t('Your income tax declaration was reopened'),
    lines: [
      t('{{name}} reopened your income tax declaration for the financial year {{year}}.', {
        name: input.reopenedBy,
        year: financialYearLabel(input.financialYear),
      }),
      t('You may change it and submit it again.'),
    ],
    action: { label: t('Open your declaration'), url: input.url },
    footer: t('You receive this because you submitted an income tax declaration in Orgdesk.'),
  }));
}
