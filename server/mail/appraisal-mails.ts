import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail } from './templates.ts';

/** Tells the person their manager's review is there to read. */
export function appraisalReleasedMail(input: {
  to: string;
  firstName: string;
  cycleName: string;
  reviewerName: string;
  url: string;
}): OutgoingMail {
  return renderMail('appraisal_released', input.to, `Your appraisal for ${input.cycleName} is ready`, {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.reviewerName} has completed and released your appraisal for ${input.cycleName}.`,
      'You can read the review on your self appraisal page.',
    ],
    action: { label: 'Open my appraisal', url: input.url },
    footer: 'You receive this e-mail because you take part in this appraisal cycle.',
  });
}
