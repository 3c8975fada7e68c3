import type { DbOrTx } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';
import {
  ATTENDANCE_PHOTO_FOLDER,
  attendancePhotoKeyInUse,
} from '../modules/attendance/attendance-records.repository.ts';
import { LETTER_FOLDER, letterFileKeyInUse } from '../modules/letters/letters.repository.ts';
import { thumbnailKeyInUse } from '../modules/projects/projects.repository.ts';
import { TAX_PROOF_FOLDER, taxProofKeyInUse } from '../modules/tax-proofs/tax-proofs.repository.ts';
import { attachmentKeyInUse } from '../modules/tasks/task-attachments.repository.ts';
import { ATTACHMENT_FOLDER, PREVIEW_FOLDER } from '../modules/tasks/task-attachments.service.ts';
import { isAvatarKey } from '../modules/users/users-read.repository.ts';
import type { JobDefinition } from './scheduler.ts';

/** A file younger than this is never swept: its row may be about to be saved (an open form). */
export const SWEEP_GRACE_HOURS = 24;

/**
 * Which row may name a file, by folder. A folder not listed here is never swept, so a new kind
 * of file is kept until its module says how to find its owner.
 */
const REFERENCED_BY: Record<string, (db: DbOrTx, key: string) => Promise<boolean>> = {
  avatars: isAvatarKey,
  thumbnails: thumbnailKeyInUse,
  [ATTACHMENT_FOLDER]: attachmentKeyInUse,
  [PREVIEW_FOLDER]: attachmentKeyInUse,
  [ATTENDANCE_PHOTO_FOLDER]: attendancePhotoKeyInUse,
  [LETTER_FOLDER]: letterFileKeyInUse,
  [TAX_PROOF_FOLDER]: taxProofKeyInUse,
};

/**
 * Removes stored files that no row names once they are older than the grace period: a thumbnail
 * uploaded for a form that was never saved, an avatar replaced during concurrent uploads, the
 * partial file of a write that crashed.
 */
export async function sweepUnreferencedFiles(
  db: DbOrTx,
  storage: FileStorage,
  now: Date,
): Promise<{ removed: number; kept: number }> {
  const cutoff = now.getTime() - SWEEP_GRACE_HOURS * 3_600_000;
  const counts = { removed: 0, kept: 0 };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() > cutoff) {
      counts.kept++;
      continue;
    }
    const isReferenced = REFERENCED_BY[file.key.split('/')[0]!];
    const orphan = file.partial || (isReferenced !== undefined && !(await isReferenced(db, file.key)));
    if (orphan) {
      await storage.remove(file.key);
      counts.removed++;
    } else {
      counts.kept++;
    }
  }
  return counts;
}

export function fileSweepJob(options: { db: DbOrTx; storage: FileStorage; now: () => Date }): JobDefinition {
  return {
    name: 'file-sweep',
    description: `Removes uploaded files that nothing refers to, ${SWEEP_GRACE_HOURS} hours after their upload.`,
    schedule: '0 30 3 * * *',
    run: async () => {
      const { removed, kept } = await sweepUnreferencedFiles(options.db, options.storage, options.now());
      return `${removed} removed, ${kept} kept`;
    },
  };
}
