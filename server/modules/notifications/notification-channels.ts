import type { NotificationChannel } from '../../../shared/rules/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredEvent } from '../events/events.service.ts';
import { audienceOf, type Audience } from './notification-audience.ts';
import { channelsOf } from './notification-preferences.service.ts';

export type ReachedAudience = Audience & { channel: NotificationChannel };

/**
 * Who hears of an event (audienceOf, the one rule of who hears of what) with the channel each has
 * chosen for its kind; with `only`, those who hear of it on that channel. Both consumers read it,
 * so a row under the bell and a mail always agree on who and as what.
 */
export async function audienceByChannel(
  db: DbOrTx,
  event: StoredEvent,
  only?: NotificationChannel,
): Promise<ReachedAudience[]> {
  return (await audiencesByChannel(db, [event], only))[0]!;
}

/** The same for several events, with one lookup of everyone's channels: a list per event, in order. */
export async function audiencesByChannel(
  db: DbOrTx,
  events: readonly StoredEvent[],
  only?: NotificationChannel,
): Promise<ReachedAudience[][]> {
  const audiences = events.map(audienceOf);
  const people = [...new Set(audiences.flat().map((a) => a.recipientId))];
  if (people.length === 0) return audiences.map(() => []);
  const channels = await channelsOf(db, people);
  return audiences.map((audience) =>
    audience
      .map((a) => ({ ...a, channel: channels.get(a.recipientId)![a.kind] }))
      .filter((a) => (only ? a.channel === only : true)),
  );
}
