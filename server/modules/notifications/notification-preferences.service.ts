import {
  effectiveChannels,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/rules/notifications.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '../../../shared/schemas/notifications.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { changesOf, publish } from '../events/events.service.ts';
import {
  findChosenChannels,
  lockChosenChannels,
  saveChosenChannels,
} from './notification-preferences.repository.ts';

/** Each kind's channel for each of `userIds` (the default where they chose none). */
export async function channelsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, Record<NotificationKind, NotificationChannel>>> {
  const chosen = await findChosenChannels(db, userIds);
  return new Map(userIds.map((id) => [id, effectiveChannels(chosen.get(id) ?? {})]));
}

function present(channels: Record<NotificationKind, NotificationChannel>): NotificationPreferences {
  return {
    items: NOTIFICATION_KIND_LIST.map((kind) => ({
      kind,
      channel: channels[kind],
      defaultChannel: NOTIFICATION_KINDS[kind],
      isDefault: channels[kind] === NOTIFICATION_KINDS[kind],
    })),
  };
}

/** Settings > Notifications: how the caller hears of each kind. */
export async function getNotificationPreferences(
  ctx: AppContext,
  actor: SessionUser,
): Promise<NotificationPreferences> {
  const channels = await channelsOf(ctx.db, [actor.id]);
  return present(channels.get(actor.id)!);
}

/**
 * Sets the channels of the kinds named (the others stay as they are). A channel equal to the
 * kind's default is kept as no choice at all, so "reset to defaults" is a save of the defaults.
 */
export async function updateNotificationPreferences(
  ctx: AppContext,
  actor: SessionUser,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return ctx.db.transaction(async (tx) => {
    await lockChosenChannels(tx, actor.id);
    const before = (await channelsOf(tx, [actor.id])).get(actor.id)!;
    const named = NOTIFICATION_KIND_LIST.filter((kind) => update[kind] !== undefined);
    const changes = changesOf(before, update, named);
    await saveChosenChannels(
      tx,
      actor.id,
      {
        set: named
          .filter((kind) => update[kind] !== NOTIFICATION_KINDS[kind])
          .map((kind) => ({ kind, channel: update[kind]! })),
        clear: named.filter((kind) => update[kind] === NOTIFICATION_KINDS[kind]),
      },
      ctx.now(),
    );
    if (Object.keys(changes).length > 0)
      await publish(tx, {
        type: 'person.notification_preferences_changed',
        actorId: actor.id,
        subject: { kind: 'person', id: actor.id },
        concerns: [actor.id],
        changes,
      });
    return present({ ...before, ...Object.fromEntries(named.map((kind) => [kind, update[kind]!])) });
  });
}
