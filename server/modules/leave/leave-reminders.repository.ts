import { sql } from 'drizzle-orm';
import { COMPENSATORY_LEAVE_TYPE_ID } from '../../../shared/rules/leave.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { leaveApplications, leaveLedger } from '../../db/schema/leave.ts';
import { eventRecordedSql } from '../events/events.queries.ts';
import { peopleAs, fullNameSql } from '../users/users.queries.ts';

/**
 * Holds the daily leave reminders for this transaction: a second run (a retry, another instance)
 * waits, then sees what the first one published.
 */
export async function lockLeaveReminders(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orgdesk.leave-reminders'))`);
}

/** An approved leave starting on a day, with whom its applicant reports to. */
export interface StartingLeaveRow {
  id: number;
  userId: string;
  applicantName: string;
  managerId: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  halfDay: 'first' | 'second' | null;
  duration: number;
}

/**
 * The approved leave starting on `day` of active people whose manager is active, that no
 * leave.starting_tomorrow event told of at that first day. Pending, rejected and cancelled leave
 * has no approval; withdrawn leave is gone.
 */
export async function findLeaveStarting(db: DbOrTx, day: string): Promise<StartingLeaveRow[]> {
  const l = leaveApplications;
  const rows = await queryRows<StartingLeaveRow & { duration: string }>(
    db,
    sql`select ${l.id} as id, ${l.userId} as "userId", ${fullNameSql('u')} as "applicantName",
        m.id as "managerId", ${l.typeId} as "typeId", to_char(${l.fromDate}, 'YYYY-MM-DD') as "fromDate",
        to_char(${l.toDate}, 'YYYY-MM-DD') as "toDate", ${l.halfDay} as "halfDay", ${l.duration} as duration
      from ${l}
      join ${peopleAs('u')} on u.id = ${l.userId} and u.is_active and u.deleted_at is null
      join ${peopleAs('m')} on m.id = u.reporting_manager_id and m.is_active and m.deleted_at is null
      where ${l.approvedAt} is not null and ${l.fromDate} = ${day}::date
        and not ${eventRecordedSql({
          type: 'leave.starting_tomorrow',
          subjectKind: 'leave',
          subjectId: sql`${l.id}`,
          match: { fromDate: sql`to_char(${l.fromDate}, 'YYYY-MM-DD')` },
        })}
      order by ${l.id}`,
  );
  return rows.map((r) => ({ ...r, duration: Number(r.duration) }));
}

/** An earned compensatory day of an active person, not lapsed yet. */
export interface ExpiringEarningRow {
  userId: string;
  period: string;
  expiresOn: string;
  days: number;
}

/**
 * The compensatory days of active people lapsing on the days `from`–`to` that have not lapsed
 * and that no leave.compensatory_expiring event told of; whether any of it is still unused is the
 * caller's to work out.
 */
export async function findEarningsExpiring(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<ExpiringEarningRow[]> {
  const e = leaveLedger;
  const rows = await queryRows<ExpiringEarningRow & { days: string }>(
    db,
    sql`select ${e.userId} as "userId", to_char(${e.period}, 'YYYY-MM-DD') as period,
        to_char(${e.expiresOn}, 'YYYY-MM-DD') as "expiresOn", ${e.days} as days
      from ${e}
      join ${peopleAs('u')} on u.id = ${e.userId} and u.is_active and u.deleted_at is null
      where ${e.kind} = 'compensatory_earned' and ${e.typeId} = ${COMPENSATORY_LEAVE_TYPE_ID}
        and ${e.expiresOn} between ${from}::date and ${to}::date
        and not exists (select 1 from ${leaveLedger} x where x.kind = 'compensatory_expired'
          and x.user_id = ${e.userId} and x.period = ${e.period})
        and not ${eventRecordedSql({
          type: 'leave.compensatory_expiring',
          subjectKind: 'person',
          subjectId: sql`${e.userId}`,
          match: { day: sql`to_char(${e.period}, 'YYYY-MM-DD')` },
        })}
      order by ${e.userId}, ${e.period}`,
  );
  return rows.map((r) => ({ ...r, days: Number(r.days) }));
}
