import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { isKnownCountry } from '../../../shared/rules/countries.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { USER_MESSAGES, type UpdateProfileBody } from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { findAvatarKey } from './users-read.repository.ts';
import { updateUserRow } from './users-write.repository.ts';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

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

/**
 * A new profile picture, checked by its content (JPEG or PNG) and size, not by its name. The old
 * file is removed once the new one is in place.
 */
export async function setOwnAvatar(ctx: AppContext, user: SessionUser, data: Buffer): Promise<void> {
  if (data.length > IMAGE_MAX_BYTES) throw new AppError(413, 'file_too_large', USER_MESSAGES.imageSize);
  const type = await fileTypeFromBuffer(data);
  const extension = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!extension) throw new AppError(415, 'unsupported_file_type', USER_MESSAGES.imageType);
  const key = `avatars/${randomBytes(16).toString('base64url')}.${extension}`;
  const previous = await findAvatarKey(ctx.db, user.id);
  await ctx.storage.put(key, data);
  await updateUserRow(ctx.db, user.id, { avatarKey: key }, ctx.now());
  if (previous) await ctx.storage.remove(previous);
}

export async function removeOwnAvatar(ctx: AppContext, user: SessionUser): Promise<void> {
  const previous = await findAvatarKey(ctx.db, user.id);
  await updateUserRow(ctx.db, user.id, { avatarKey: null }, ctx.now());
  if (previous) await ctx.storage.remove(previous);
}
