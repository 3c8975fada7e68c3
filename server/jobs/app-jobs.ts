import { ALL_TABLES, type ChangeFeed, type Db } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';
import { eventConsumerJobs, type EventConsumer } from '../modules/events/events.service.ts';
import { mailDeliveryJob, MAIL_JOB, type MailTransport } from '../modules/mail/mail.service.ts';
import { notificationConsumers } from '../modules/notifications/notifications.service.ts';
import { compensatoryExpiryJob } from './compensatory-expiry.job.ts';
import { eventRetentionJob } from './event-retention.job.ts';
import { dailyDigestJob } from './daily-digest.job.ts';
import { dailyRemindersJob } from './daily-reminders.job.ts';
import { managerDigestJob } from './manager-digest.job.ts';
import { fileSweepJob } from './file-sweep.job.ts';
import { holidayCalendarJob } from './holiday-calendar.job.ts';
import { idempotencyKeyExpiryJob } from './idempotency-key-expiry.job.ts';
import { leaveTopUpJob } from './leave-top-up.job.ts';
import { overdueDigestJob } from './overdue-digest.job.ts';
import { taskRecurrenceJob } from './task-recurrence.job.ts';
import { createScheduler, type JobLogger, type Scheduler } from '../lib/scheduler.ts';

/** Every scheduled job of the product, on the one scheduler. New jobs are added here. */
export function createAppScheduler(deps: {
  db: Db;
  storage: FileStorage;
  transport: MailTransport;
  logger: JobLogger;
  /** For the links in the mails the jobs write. */
  appUrl: string;
  now?: () => Date;
  /** What consumers call after queueing mail; by default, a run of the delivery job. */
  nudgeMail?: () => void;
  /** Told of every run as it ends (the metrics). */
  onRunEnded?: (job: string, outcome: 'succeeded' | 'failed', seconds: number) => void;
}): AppScheduler {
  const now = deps.now ?? (() => new Date());
  let scheduler: Scheduler | null = null;
  const consumers = appEventConsumers({
    appUrl: deps.appUrl,
    nudgeMail: deps.nudgeMail ?? (() => void scheduler?.trigger(MAIL_JOB)),
  });
  const base = createScheduler({
    db: deps.db,
    logger: deps.logger,
    now,
    ...(deps.onRunEnded ? { onRunEnded: deps.onRunEnded } : {}),
    jobs: [
      mailDeliveryJob({ db: deps.db, transport: deps.transport, logger: deps.logger }),
      fileSweepJob({ db: deps.db, storage: deps.storage, now }),
      idempotencyKeyExpiryJob({ db: deps.db, now }),
      overdueDigestJob({ db: deps.db, appUrl: deps.appUrl, now }),
      dailyRemindersJob({ db: deps.db }),
      dailyDigestJob({ db: deps.db, appUrl: deps.appUrl, now }),
      managerDigestJob({ db: deps.db, appUrl: deps.appUrl, now }),
      holidayCalendarJob({ db: deps.db }),
      leaveTopUpJob({ db: deps.db }),
      compensatoryExpiryJob({ db: deps.db }),
      taskRecurrenceJob({ db: deps.db, now }),
      eventRetentionJob({ db: deps.db, now }),
      ...eventConsumerJobs(deps.db, consumers, now),
    ],
  });
  scheduler = base;
  return Object.assign(base, { eventConsumers: consumers.map((c) => c.name) });
}

/** The scheduler of the app's jobs, knowing which of them consume domain events. */
export interface AppScheduler extends Scheduler {
  readonly eventConsumers: readonly string[];
}

/** Every consumer of domain events (each is also a job of the scheduler, under its name). */
export function appEventConsumers(options: { appUrl: string; nudgeMail: () => void }): EventConsumer[] {
  return [...notificationConsumers(options)];
}

/**
 * How long the consumers wait after hearing of new events before they run: the changes that commit
 * meanwhile are handled in the same pass (a pass costs about ten statements however many events it
 * reads). Under steady writes each consumer runs four times a second rather than twenty at 50 ms,
 * which kept busy writes (16 at once) 15–25 % slower; a notification still arrives well within a
 * second.
 */
export const CONSUMER_GATHER_MS = 250;

/**
 * Runs the event consumers soon after events commit, on every instance (the feed hears of them
 * through PostgreSQL's notifications), instead of at their next tick. Returns the unsubscribe.
 */
export function runConsumersOnNewEvents(
  changes: ChangeFeed,
  scheduler: AppScheduler,
  gatherMs = CONSUMER_GATHER_MS,
): () => void {
  let waiting: NodeJS.Timeout | null = null;
  const unsubscribe = changes.subscribe((table) => {
    if ((table !== 'domain_events' && table !== ALL_TABLES) || waiting) return;
    waiting = setTimeout(() => {
      waiting = null;
      for (const name of scheduler.eventConsumers) void scheduler.trigger(name);
    }, gatherMs);
  });
  return () => {
    if (waiting) clearTimeout(waiting);
    unsubscribe();
  };
}
