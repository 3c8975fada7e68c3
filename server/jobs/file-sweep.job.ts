import type { DbOrTx } from '../db/client.ts';
import type { FileStorage, StoredFileOwner } from '../lib/storage.ts';
import { attendancePhotoFiles } from '../modules/attendance/attendance.queries.ts';
import { letterFiles } from '../modules/letters/letters.service.ts';
import { projectThumbnailFiles } from '../modules/projects/projects.service.ts';
import { taxProofFiles } from '../modules/tax-proofs/tax-proofs.service.ts';
import { attachmentFiles } from '../modules/tasks/task-attachments.service.ts';
import { avatarFiles } from '../modules/users/users.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

/** A file younger than this is never swept: its row may be about to be saved (an open form). */
export const SWEEP_GRACE_HOURS = 24;

/** The modules that store files, each saying which of its folders' files a row names. */
const FILE_OWNERS: readonly StoredFileOwner[] = [
  avatarFiles,
  projectThumbnailFiles,
  attachmentFiles,
  attendancePhotoFiles,
  letterFiles,
  taxProofFiles,
];

/** Whether a row names a file, by folder. A folder no owner claims is never swept. */
const REFERENCED_BY = new Map(FILE_OWNERS.flatMap((owner) => owner.folders.map((f) => [f, owner.isInUse])));

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
    const isReferenced = REFERENCED_BY.get(file.key.split('/')[0]!);
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

/**
 * The files that rows name but the store does not hold whole: none, unless a write lost its file
 * (the durability proof looks after every crash; a restore can be checked the same way).
 */
export async function missingFiles(db: DbOrTx, storage: FileStorage): Promise<string[]> {
  const missing: string[] = [];
  for (const owner of FILE_OWNERS)
    for (const key of await owner.keysInUse(db)) if (!(await storage.exists(key))) missing.push(key);
  return missing;
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
