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
  const audience = audienceOf(event);
  if (audience.length === 0) return [];
  const channels = await channelsOf(
    db,
    audience.map((a) => a.recipientId),
  );
  return audience
    .map((a) => ({ ...a, channel: channels.get(a.recipientId)![a.kind] }))
    .filter((a) => (only ? a.channel === only : true));
}
