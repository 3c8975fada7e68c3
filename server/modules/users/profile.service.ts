import { randomBytes } from 'node:crypto';
import { isKnownCountry } from '../../../shared/rules/countries.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { birthdayKey } from '../../../shared/rules/team-calendar.ts';
import {
  USER_MESSAGES,
  type Birthday,
  type BirthdayBody,
  type UpdateLanguageBody,
  type UpdateProfileBody,
} from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodeImage, SHOWN_IMAGE_SIZE } from '../../lib/images.ts';
import { publish, type EventChanges } from '../events/events.service.ts';
import { findBirthday, lockOwnSettings } from './users-read.repository.ts';
import { updateUserRow } from './users-write.repository.ts';

/** The fields of the phone number: personal, so their events say that they changed, not to what. */
const PHONE_FIELDS = ['countryIso', 'countryCode', 'phoneNumber'] as const;

const ownEvent = (user: SessionUser) => ({
  actorId: user.id,
  subject: { kind: 'person' as const, id: user.id },
  concerns: [user.id],
});

/** Settings > Profile: name, country code and phone of the signed-in user; nothing else. */
export async function updateOwnProfile(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateProfileBody,
): Promise<void> {
  if (!isKnownCountry(body.countryIso, body.countryCode))
    throw fieldError('countryCode', USER_MESSAGES.profileCountryRequired);
  const next = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    countryIso: body.countryIso,
    countryCode: body.countryCode,
    phoneNumber: body.phoneNumber,
  };
  await ctx.db.transaction(async (tx) => {
    const before = await lockOwnSettings(tx, user.id);
    await updateUserRow(tx, user.id, next, ctx.now());
    const changes: EventChanges = {};
    for (const field of ['firstName', 'lastName'] as const)
      if (before?.[field] !== next[field]) changes[field] = { from: before?.[field], to: next[field] };
    for (const field of PHONE_FIELDS) if (before?.[field] !== next[field]) changes[field] = {};
    if (Object.keys(changes).length === 0) return;
    await publish(tx, {
      type: 'person.profile_updated',
      ...ownEvent(user),
      changes,
      data: { name: `${next.firstName} ${next.lastName}` },
    });
  });
}

/** The language the person chose in the app: their mails are written in it from now on. */
export async function updateOwnLanguage(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateLanguageBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOwnSettings(tx, user.id);
    await updateUserRow(tx, user.id, { language: body.language }, ctx.now());
    if (before?.language === body.language) return;
    await publish(tx, {
      type: 'person.language_changed',
      ...ownEvent(user),
      changes: { language: { from: before?.language ?? null, to: body.language } },
    });
  });
}

/**
 * A new profile picture: decoded, cut to the size the app shows and re-encoded without its
 * metadata (reencodeImage). The old file is removed once the row points at the new one.
 */
export async function setOwnAvatar(ctx: AppContext, user: SessionUser, data: Buffer): Promise<void> {
  const image = await reencodeImage(data, SHOWN_IMAGE_SIZE, IMAGE_UPLOAD_MESSAGES);
  const key = `avatars/${randomBytes(16).toString('base64url')}.${image.extension}`;
  await ctx.storage.put(key, image.data);
  const previous = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnSettings(tx, user.id);
    await updateUserRow(tx, user.id, { avatarKey: key }, ctx.now());
    // The picture itself stays out of the event: its page shows it.
    await publish(tx, {
      type: 'person.avatar_changed',
      ...ownEvent(user),
      data: { replaced: !!before?.avatarKey },
    });
    return before?.avatarKey ?? null;
  });
  if (previous) await ctx.storage.remove(previous);
}

export async function removeOwnAvatar(ctx: AppContext, user: SessionUser): Promise<void> {
  const previous = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnSettings(tx, user.id);
    await updateUserRow(tx, user.id, { avatarKey: null }, ctx.now());
    if (before?.avatarKey) await publish(tx, { type: 'person.avatar_removed', ...ownEvent(user) });
    return before?.avatarKey ?? null;
  });
  if (previous) await ctx.storage.remove(previous);
}

/** Settings > Calendar: the birthday the signed-in person shows their team, if any. */
export async function getOwnBirthday(ctx: AppContext, user: SessionUser): Promise<Birthday> {
  const kept = await findBirthday(ctx.db, user.id);
  return { birthday: kept ? { month: Number(kept.slice(0, 2)), day: Number(kept.slice(3, 5)) } : null };
}

/**
 * Shows (a day and month) or stops showing (null) one's birthday on one's team's calendar. A
 * personal field: its event says that it changed, not to what.
 */
export async function setOwnBirthday(
  ctx: AppContext,
  user: SessionUser,
  body: BirthdayBody | null,
): Promise<Birthday> {
  const next = body ? birthdayKey(body.month, body.day) : null;
  await ctx.db.transaction(async (tx) => {
    const before = await lockOwnSettings(tx, user.id);
    if ((before?.birthday ?? null) === next) return;
    await updateUserRow(tx, user.id, { birthday: next }, ctx.now());
    await publish(tx, {
      type: 'person.birthday_changed',
      ...ownEvent(user),
      changes: { birthday: {} },
      data: { shown: next !== null },
    });
  });
  return { birthday: body ? { month: body.month, day: body.day } : null };
}
