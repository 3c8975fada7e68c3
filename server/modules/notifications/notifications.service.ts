import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '../../../shared/schemas/notifications.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventConsumer } from '../events/events.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { inAppNotificationsConsumer } from './in-app-notifications.ts';
import { notificationMailConsumer } from './notification-mail.ts';
import {
  countNotifications,
  findNotificationPage,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts';

export { NOTIFICATION_MAIL_CONSUMER } from './notification-mail.ts';
export { IN_APP_NOTIFICATIONS_CONSUMER } from './in-app-notifications.ts';

/** The consumers of domain events that tell people what happened: for the app's job list. */
export function notificationConsumers(options: { appUrl: string; nudgeMail: () => void }): EventConsumer[] {
  return [notificationMailConsumer(options), inAppNotificationsConsumer()];
}

/** Counting stops here: past it the list says "more than 1,000" and the bell "999+". */
export const NOTIFICATION_COUNT_CAP = 1_000;

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';

/** Notifications as the API answers them, with who acted named. */
export async function presentNotifications(
  ctx: AppContext,
  rows: NotificationRow[],
): Promise<Notification[]> {
  const names = await findPeopleNames(ctx.db, [
    ...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    type: row.type,
    actor: row.actorId ? { id: row.actorId, fullName: names.get(row.actorId) ?? '' } : null,
    subject: { kind: row.subjectKind, id: row.subjectId },
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

/** The caller's own notifications, newest first (nobody reads another's); a page past the end answers the last. */
export async function listNotifications(
  ctx: AppContext,
  actor: SessionUser,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const unread = await countNotifications(ctx.db, actor.id, true, NOTIFICATION_COUNT_CAP);
  // The unread tab's count is the unread count.
  const counted = query.unread
    ? unread
    : await countNotifications(ctx.db, actor.id, false, NOTIFICATION_COUNT_CAP);
  const total = Math.min(counted, NOTIFICATION_COUNT_CAP);
  // Past the count's cap there are more pages than it knows: only a page past a known end moves.
  const page =
    counted > NOTIFICATION_COUNT_CAP
      ? query.page
      : Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
  const rows = await findNotificationPage(ctx.db, actor.id, {
    offset: (page - 1) * query.pageSize,
    limit: query.pageSize,
    unreadOnly: query.unread,
  });
  return {
    items: await presentNotifications(ctx, rows),
    total,
    totalCapped: counted > NOTIFICATION_COUNT_CAP,
    unread: Math.min(unread, NOTIFICATION_COUNT_CAP),
    page,
    pageSize: query.pageSize,
  };
}

export async function unreadNotificationCount(
  ctx: AppContext,
  actor: Pick<SessionUser, 'id'>,
): Promise<{ unread: number }> {
  return { unread: await countNotifications(ctx.db, actor.id, true, NOTIFICATION_COUNT_CAP) };
}

/** Marks one of the caller's notifications read (again is fine); another person's is not found. */
export async function readNotification(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<{ unread: number }> {
  if (!(await markRead(ctx.db, actor.id, id, ctx.now()))) throw notFound(NOTIFICATION_NOT_FOUND);
  return unreadNotificationCount(ctx, actor);
}

export async function readAllNotifications(
  ctx: AppContext,
  actor: SessionUser,
  upToId: number | undefined,
): Promise<{ marked: number }> {
  return { marked: await markAllRead(ctx.db, actor.id, upToId ?? null, ctx.now()) };
}
