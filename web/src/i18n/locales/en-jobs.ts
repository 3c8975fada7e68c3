/**
 * The strings of Settings > Scheduled jobs, in English: the keys. Kept apart from en.ts so that
 * each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const JOBS_MESSAGE_KEYS = [
  'Scheduled jobs',
  'Job',
  'Schedule',
  'Last run',
  'Outcome',
  'Duration',
  'Summary',
  'Next run',
  'Succeeded',
  'Failed',
  'Running',
  'Not run yet',
  'Attempt {{attempt}}',
  'No scheduled jobs',
  'The job scheduler is not running on this server.',
  // The jobs (server/jobs/app-jobs.ts): a label, and the description the server sends
  'E-mail delivery',
  'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.',
  'Unused file clean-up',
  'Removes uploaded files that nothing refers to, 24 hours after their upload.',
  'Repeated request clean-up',
  'Forgets the answers kept for repeated create requests (Idempotency-Key) after 24 hours.',
  'Mails each person one list of their tasks that became overdue, once per task.',
  'Public holidays',
  'Adds the national public holidays of India and the US for this year and the next.',
  'Monthly leave top-up',
  'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.',
  'Compensatory day expiry',
  'Takes unused compensatory days off the balance once the period the organisation set for them has passed.',
  // Schedules and durations
  'Every {{seconds}} seconds',
  'Every day at {{time}} ({{timeZone}})',
  'Every hour at minute {{minute}}',
  'Every month on the 1st at {{time}} ({{timeZone}})',
  'Every year on 1 January at {{time}} ({{timeZone}})',
  '{{value}} ms',
  '{{value}} s',
  '{{minutes}} min {{seconds}} s',
] as const;

export type JobsMessageKey = (typeof JOBS_MESSAGE_KEYS)[number];
export type JobsTranslations = Record<JobsMessageKey, string>;
