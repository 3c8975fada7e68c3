import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

/** Tells the person their manager's review is there to read. */
export function appraisalReleasedMail(
  input: Recipient & {
    cycleName: string;
    /** Who wrote the review; null when unknown (their manager, unnamed). */
    reviewerName: string | null;
    url: string;
  },
): OutgoingMail {
  const cycle = input.cycleName;
  return renderMail('appraisal_released', input, (t) => ({
    subject: t('Your appraisal for {{cycle}} is ready', { cycle }),
    lines: [
      input.reviewerName === null
        ? t('Your manager has completed and released your appraisal for {{cycle}}.', { cycle })
        : t('{{name}} has completed and released your appraisal for {{cycle}}.', {
            name: input.reviewerName,
            cycle,
          }),
      t('You can read the review on your self appraisal page.'),
    ],
    action: { label: t('Open my appraisal'), url: input.url },
    footer: t('You receive this e-mail because you take part in this appraisal cycle.'),
  }));
}
