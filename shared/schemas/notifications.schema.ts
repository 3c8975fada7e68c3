import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_PAGE_SIZES,
  type NotificationKind,
} from '../rules/notifications.ts';
import { serialIdParam } from './common.schema.ts';

/** A person's notifications, newest first; out-of-range values fall back to the first page of 20. */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .catch(false)
    .default(false),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (NOTIFICATION_PAGE_SIZES as readonly number[]).includes(n))
    .catch(20)
    .default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationParamsSchema = z.object({ id: serialIdParam() });

export const notificationReadAllBodySchema = z
  .strictObject({
    /** The newest notification the person saw: newer ones that arrived meanwhile stay unread. */
    upToId: z.number().int().positive().optional(),
  })
  .default({});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  type: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  /** True when there are more than `total` (the count stopped at 1,000). */
  totalCapped: z.boolean(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export const readAllResultSchema = z.object({ marked: z.number().int() });

const channelSchema = z.enum(NOTIFICATION_CHANNELS);

/**
 * A change of some of the caller's notification preferences: kind → channel. A kind that does
 * not exist is refused by name (the shared unknown-field message), a channel outside the four by
 * the choose-from-the-list message, each under its kind.
 */
export const notificationPreferencesUpdateSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KIND_LIST.map((kind) => [kind, channelSchema.optional()])) as Record<
    NotificationKind,
    z.ZodOptional<typeof channelSchema>
  >,
);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_LIST as [NotificationKind, ...NotificationKind[]]),
  channel: channelSchema,
  /** The channel the kind has when the person chose none. */
  defaultChannel: channelSchema,
  isDefault: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind, in the settings' order, with the caller's channel for it. */
export const notificationPreferencesSchema = z.object({ items: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
