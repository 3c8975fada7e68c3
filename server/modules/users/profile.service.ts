import { randomBytes } from 'node:crypto';
import { isKnownCountry } from '../../../shared/rules/countries.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  USER_MESSAGES,
  type UpdateLanguageBody,
  type UpdateProfileBody,
} from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodeImage, SHOWN_IMAGE_SIZE } from '../../lib/images.ts';
import { findAvatarKey } from './users-read.repository.ts';
import { updateUserRow } from './users-write.repository.ts';

/** Settings > Profile: name, country code and phone of the signed-in user; nothing else. */
export async function updateOwnProfile(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateProfileBody,
): Promise<void> {
  if (!isKnownCountry(body.countryIso, body.countryCode))
    throw fieldError('countryCode', USER_MESSAGES.profileCountryRequired);
  await updateUserRow(
    ctx.db,
    user.id,
    {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      countryIso: body.countryIso,
      countryCode: body.countryCode,
      phoneNumber: body.phoneNumber,
    },
    ctx.now(),
  );
}

/** The language the person chose in the app: their mails are written in it from now on. */
export async function updateOwnLanguage(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateLanguageBody,
): Promise<void> {
  await updateUserRow(ctx.db, user.id, { language: body.language }, ctx.now());
}

/**
 * A new profile picture: decoded, cut to the size the app shows and re-encoded without its
 * metadata (reencodeImage). The old file is removed once the row points at the new one.
 */
export async function setOwnAvatar(ctx: AppContext, user: SessionUser, data: Buffer): Promise<void> {
  const image = await reencodeImage(data, SHOWN_IMAGE_SIZE, IMAGE_UPLOAD_MESSAGES);
  const key = `avatars/${randomBytes(16).toString('base64url')}.${image.extension}`;
  const previous = await findAvatarKey(ctx.db, user.id);
  await ctx.storage.put(key, image.data);
  await updateUserRow(ctx.db, user.id, { avatarKey: key }, ctx.now());
  if (previous) await ctx.storage.remove(previous);
}

export async function removeOwnAvatar(ctx: AppContext, user: SessionUser): Promise<void> {
  const previous = await findAvatarKey(ctx.db, user.id);
  await updateUserRow(ctx.db, user.id, { avatarKey: null }, ctx.now());
  if (previous) await ctx.storage.remove(previous);
}
