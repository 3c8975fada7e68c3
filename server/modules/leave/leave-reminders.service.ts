import { addDays } from '../../../shared/rules/dates.ts';
import type { Db } from '../../db/client.ts';
import { publish, type DomainEvent } from '../events/events.service.ts';
import { compensatoryExpiringEvents } from './compensatory-leave.service.ts';
import { findLeaveStarting, lockLeaveReminders } from './leave-reminders.repository.ts';

/**
 * The daily leave reminders (issue 29), in one transaction, actor none: to each manager, the
 * approved leave of their reports starting tomorrow; to each person, their unused compensatory
 * days about to lapse. Each once (per first day, per earned day): a rerun publishes nothing twice.
 */
export async function publishLeaveReminders(
  db: Db,
  today: string,
): Promise<{ startingTomorrow: number; compensatoryExpiring: number }> {
  return db.transaction(async (tx) => {
    await lockLeaveReminders(tx);
    const starting: DomainEvent[] = (await findLeaveStarting(tx, addDays(today, 1))).map((leave) => ({
      type: 'leave.starting_tomorrow',
      actorId: null,
      subject: { kind: 'leave', id: leave.id },
      concerns: [leave.userId, leave.managerId],
      data: {
        applicantId: leave.userId,
        applicantName: leave.applicantName,
        managerId: leave.managerId,
        typeId: leave.typeId,
        fromDate: leave.fromDate,
        toDate: leave.toDate,
        halfDay: leave.halfDay,
        duration: leave.duration,
      },
    }));
    const expiring = await compensatoryExpiringEvents(tx, today);
    await publish(tx, [...starting, ...expiring]);
    return { startingTomorrow: starting.length, compensatoryExpiring: expiring.length };
  });
}
