import { LETTER_TYPE_LABELS, type LetterType } from '../../shared/rules/letters.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail } from './templates.ts';

/** To the requester when their letter is issued or their request rejected. */
export function letterDecidedMail(input: {
  to: string;
  firstName: string;
  type: LetterType;
  decision: 'issued' | 'rejected';
  referenceNumber: string | null;
  reason: string | null;
  url: string;
}): OutgoingMail {
  const label = LETTER_TYPE_LABELS[input.type];
  const lines =
    input.decision === 'issued'
      ? [
          `Your ${label.toLowerCase()} has been issued (reference ${input.referenceNumber}).`,
          'You can download it from your letter requests.',
        ]
      : [`Your request for a ${label.toLowerCase()} was rejected.`, `Reason: ${input.reason}`];
  return renderMail(
    input.decision === 'issued' ? 'letter_issued' : 'letter_rejected',
    input.to,
    input.decision === 'issued'
      ? `Your ${label.toLowerCase()} is ready`
      : `Your ${label.toLowerCase()} request was rejected`,
    {
      greeting: `Hello ${input.firstName},`,
      lines,
      action: { label: 'See your letter requests', url: input.url },
      footer: 'You receive this because you requested a letter in Orgdesk.',
    },
  );
}
