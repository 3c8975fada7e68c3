import type { DbOrTx } from '../../db/client.ts';
import { EVENT_TYPES } from '../../../shared/rules/events.ts';
import { notifiesInApp } from '../../../shared/rules/notifications.ts';
import type { EventConsumer, StoredEvent } from '../events/events.service.ts';
import { audiencesByChannel } from './notification-channels.ts';
import { insertNotifications } from './notifications.repository.ts';

export const IN_APP_NOTIFICATIONS_CONSUMER = 'in-app-notifications';

/**
 * The notifications people find under the bell: one row per person an event concerns (see
 * audienceOf) unless they turned its kind off, marked for the daily digest when that is its
 * channel; written in the consumer's transaction, the unique (person, event) key makes a second
 * delivery of the event add nothing.
 */
export function inAppNotificationsConsumer(): EventConsumer {
  return {
    name: IN_APP_NOTIFICATIONS_CONSUMER,
    description: 'Puts what happened to people under the bell in the top bar.',
    types: EVENT_TYPES,
    // Added with the events themselves: every event kept is one it should have seen.
    startAt: 'beginning',
    handle: (tx: DbOrTx, event: StoredEvent) => writeNotifications(tx, [event]),
    handleBatch: writeNotifications,
  };
}

/** The events' notifications, in one statement, with one lookup of their people's channels. */
async function writeNotifications(tx: DbOrTx, events: readonly StoredEvent[]): Promise<void> {
  const audiences = await audiencesByChannel(tx, events);
  await insertNotifications(
    tx,
    events.flatMap((event, i) =>
      audiences[i]!.filter((audience) => notifiesInApp(audience.channel)).map((audience) => ({
        recipientId: audience.recipientId,
        eventId: event.id,
        kind: audience.kind,
        type: event.type,
        actorId: event.actorId,
        subjectKind: event.subject.kind,
        subjectId: event.subject.id,
        data: event.data,
        createdAt: event.occurredAt,
        inDigest: audience.channel === 'digest',
      })),
    ),
  );
}
