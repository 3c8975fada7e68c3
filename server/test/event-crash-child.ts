/**
 * Run by server/modules/events/events.pg.test.ts as a separate process that is killed with
 * SIGKILL at a chosen point, as a crashed instance would be:
 *   node event-crash-child.ts <databaseUrl> change <applicantId> <managerId> <leaveId>
 *     commits a leave.applied event, then dies before any consumer runs;
 *   node event-crash-child.ts <databaseUrl> consume
 *     runs the notification mail consumer and dies inside its transaction, after the mail was
 *     queued and before the commit.
 */
import { openDatabase } from '../db/client.ts';
import { drainConsumer, publish } from '../modules/events/events.service.ts';
import { notificationConsumers } from '../modules/notifications/notifications.service.ts';

const [url, mode, applicantId, managerId, leaveId] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url });
const die = () => process.kill(process.pid, 'SIGKILL');

if (mode === 'change') {
  await database.db.transaction((tx) =>
    publish(tx, {
      type: 'leave.applied',
      actorId: applicantId!,
      subject: { kind: 'leave', id: leaveId! },
      concerns: [applicantId, managerId],
      data: {
        applicantId,
        managerId,
        typeId: 1,
        fromDate: '2026-12-01',
        toDate: '2026-12-01',
        halfDay: null,
        duration: 1,
        reason: 'Family visit',
      },
    }),
  );
  die();
} else if (mode === 'consume') {
  const [mail] = notificationConsumers({ appUrl: 'http://localhost:8080', nudgeMail: () => {} });
  /** Dies once the mail is queued, inside the consumer's transaction. */
  const thenDie = async (work: Promise<void>) => {
    await work;
    die();
    // SIGKILL is not delivered synchronously everywhere: never let the transaction commit.
    await new Promise(() => {});
  };
  await drainConsumer(database.db, {
    ...mail!,
    handle: (tx, event) => thenDie(mail!.handle(tx, event)),
    handleBatch: (tx, events) => thenDie(mail!.handleBatch!(tx, events)),
  });
}
console.error(`event-crash-child: unknown mode ${mode}`);
process.exit(2);
