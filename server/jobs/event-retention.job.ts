import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from '../lib/scheduler.ts';
import { deleteEventsBefore } from '../modules/events/events.service.ts';
import { findAuditRetentionDays } from '../modules/org/org.queries.ts';

export const EVENT_RETENTION_JOB = 'event-retention';

/**
 * Each night, the audit log's events older than the organisation keeps them are deleted (issue 29:
 * keep forever unless an Admin set a period). The one way events ever leave the log.
 */
export function eventRetentionJob(options: { db: Db; now: () => Date }): JobDefinition {
  return {
    name: EVENT_RETENTION_JOB,
    description:
      'Deletes the audit log’s events older than the period the organisation keeps them; nothing while it keeps them forever, the default.',
    schedule: '0 40 2 * * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async () => {
      const days = await findAuditRetentionDays(options.db);
      if (days === null) return 'kept forever';
      const cutoff = new Date(options.now().getTime() - days * 86_400_000);
      return `${await deleteEventsBefore(options.db, cutoff)} removed`;
    },
  };
}
