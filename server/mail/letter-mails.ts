import { LETTER_TYPE_LABELS, type LetterType } from '../../shared/rules/letters.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

/** To the requester when their letter is issued or their request rejected. */
export function letterDecidedMail(
  input: Recipient & {
    type: LetterType;
    decision: 'issued' | 'rejected';
    referenceNumber: string | null;
    reason: string | null;
    url: string;
  },
): OutgoingMail {
  return renderMail(input.decision === 'issued' ? 'letter_issued' : 'letter_rejected', input, (t) => {
    // The type under the web's key for it, in the middle of a sentence.
    const letter = t(LETTER_TYPE_LABELS[input.type]).toLocaleLowerCase(input.language ?? 'en');
    return {
      subject:
        input.decision === 'issued'
          ? t('Your {{letter}} is ready', { letter })
          : t('Your {{letter}} request was rejected', { letter }),
      lines:
        input.decision === 'issued'
          ? [
              t('Your {{letter}} has been issued (reference {{reference}}).', {
                letter,
                reference: input.referenceNumber,
              }),
              t('You can download it from your letter requests.'),
            ]
          : [
              t('Your request for a {{letter}} was rejected.', { letter }),
              t('Reason: {{reason}}', { reason: input.reason }),
            ],
      action: { label: t('See your letter requests'), url: input.url },
      footer: t('You receive this because you requested a letter in Orgdesk.'),
    };
  });
}
