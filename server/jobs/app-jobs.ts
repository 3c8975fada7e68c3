import type { Db } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';
import { mailDeliveryJob, type MailTransport } from '../modules/mail/mail.service.ts';
import { compensatoryExpiryJob } from './compensatory-expiry.job.ts';
import { fileSweepJob } from './file-sweep.job.ts';
import { holidayCalendarJob } from './holiday-calendar.job.ts';
import { idempotencyKeyExpiryJob } from './idempotency-key-expiry.job.ts';
import { leaveTopUpJob } from './leave-top-up.job.ts';
import { overdueDigestJob } from './overdue-digest.job.ts';
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
}): Scheduler {
  const now = deps.now ?? (() => new Date());
  return createScheduler({
    db: deps.db,
    logger: deps.logger,
    now,
    jobs: [
      mailDeliveryJob({ db: deps.db, transport: deps.transport, logger: deps.logger }),
      fileSweepJob({ db: deps.db, storage: deps.storage, now }),
      idempotencyKeyExpiryJob({ db: deps.db, now }),
      overdueDigestJob({ db: deps.db, appUrl: deps.appUrl, now }),
      holidayCalendarJob({ db: deps.db }),
      leaveTopUpJob({ db: deps.db }),
      compensatoryExpiryJob({ db: deps.db }),
    ],
  });
}
