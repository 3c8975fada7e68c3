/**
 * The steps that make one object of each kind the API addresses by id, through the API where it
 * can be: the authorization walks' fixtures (outsider-objects.ts for the route authorization walk,
 * owned-objects.ts for the matrix) put them together for different owners, with the module test
 * kits' steps (insertTask, ownAppraisalId). `sam` is a Super admin's client, for the steps only an
 * administrator takes (a thumbnail, a leave balance, issuing a letter).
 */
import { eq } from 'drizzle-orm';
import { financialYearOf } from '../../../shared/rules/tax-proofs.ts';
import { notifications, projects, taskAttachments } from '../../db/schema.ts';
import { checkInWithPhoto } from '../../modules/attendance/attendance-test-kit.ts';
import { leaveBody, today, workingDays } from '../../modules/leave/leave-test-kit.ts';
import { uploadThumbnail } from '../../modules/projects/projects-test-kit.ts';
import { proofParts, uploadProof } from '../../modules/tax-proofs/tax-proofs-test-kit.ts';
import type { TestApp, TestClient } from '../test-app.ts';
import { BOUNDARY, multipartBody, phonePhoto, type Part } from '../uploads.ts';

/** The response's body when it succeeded; throws with the body otherwise, naming the step. */
function ok<T>(step: string, res: { statusCode: number; body: string; json<U>(): U }): T {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const form = (parts: Part[]) => ({
  payload: multipartBody(parts),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

const photoPart = async (filename: string): Promise<Part> => ({
  field: 'files',
  filename,
  contentType: 'image/jpeg',
  data: await phonePhoto(640, 480),
});

/** Gives the project a thumbnail uploaded by the Super admin, so that its thumbnail route has a file. */
export async function setProjectThumbnail(t: TestApp, sam: TestClient, projectId: number): Promise<void> {
  const { thumbnailKey } = ok<{ thumbnailKey: string }>('thumbnail', await uploadThumbnail(sam));
  await t.testDb.database.db.update(projects).set({ thumbnailKey }).where(eq(projects.id, projectId));
}

/** The author's comment on the task, with a phone photo attached. */
export async function commentWithPhoto(
  t: TestApp,
  author: TestClient,
  taskId: number,
  comment: { body: string; filename: string },
): Promise<{ commentId: number; attachmentId: number }> {
  ok(
    'comment',
    await author.request({
      method: 'POST',
      url: `/api/v1/tasks/${taskId}/comments`,
      ...form([{ field: 'body', data: comment.body }, await photoPart(comment.filename)]),
    }),
  );
  const [attachment] = await t.testDb.database.db
    .select({ id: taskAttachments.id, commentId: taskAttachments.commentId })
    .from(taskAttachments)
    .where(eq(taskAttachments.taskId, taskId));
  return { commentId: attachment!.commentId, attachmentId: attachment!.id };
}

/**
 * A pending leave of one working day a few days ahead, applied for by the applicant after the
 * Super admin gives them the balance for it; its id. The reason is leaveBody's unless given.
 */
export async function applyForLeave(
  t: TestApp,
  sam: TestClient,
  applicant: { id: string; client: TestClient },
  reason?: string,
): Promise<number> {
  ok(
    'leave balance',
    await sam.post(`/api/v1/users/${applicant.id}/leave-corrections`, {
      typeId: 1,
      days: 2,
      reason: 'Opening balance',
    }),
  );
  const [day] = await workingDays(t.testDb.database.db, 3, 1);
  const leave = ok<{ id: number }>(
    'leave',
    await applicant.client.post(
      '/api/v1/leaves',
      leaveBody({ fromDate: day, toDate: day, ...(reason === undefined ? {} : { reason }) }),
    ),
  );
  return leave.id;
}

/** The caller's check-in, with a location and a photo; the attendance record's id. */
export async function checkIn(client: TestClient): Promise<number> {
  const record = ok<{ id: number }>(
    'check-in',
    await checkInWithPhoto(client, await phonePhoto(640, 480), 18.5),
  );
  return record.id;
}

/** The caller's letter request, still requested; its id. */
export async function requestLetter(
  client: TestClient,
  request: { type: string; purpose: string; addressedTo: string },
): Promise<number> {
  return ok<{ id: number }>('letter', await client.post('/api/v1/letters/requests', request)).id;
}

/** Issues the requested letter, as the Super admin (its requester is told of it). */
export async function issueLetter(sam: TestClient, letterRequestId: number): Promise<void> {
  ok(
    'letter issue',
    await sam.post(`/api/v1/letters/requests/${letterRequestId}/issue`, {
      subject: 'Experience letter',
      body: 'To whom it may concern.',
    }),
  );
}

/** The caller's house-rent proof, under the document name given; its id. */
export async function uploadRentProof(client: TestClient, documentName: string): Promise<number> {
  return ok<{ id: number }>(
    'tax proof',
    await uploadProof(client, proofParts({ type: 'houseRent', documentName })),
  ).id;
}

/** The caller's tax declaration for this financial year, with a salary in it; its id. */
export async function declareIncome(client: TestClient): Promise<number> {
  return ok<{ id: number }>(
    'tax declaration',
    await client.request({
      method: 'PUT',
      url: `/api/v1/tax-declarations/mine?financialYear=${financialYearOf(today())}`,
      payload: { income: { basicSalary: 500_000 } },
    }),
  ).id;
}

/**
 * One notification of the recipient's, once the events so far have been handled; throws, naming
 * the recipient, when they were told of nothing.
 */
export async function notificationOf(
  t: TestApp,
  recipientId: string,
  recipientName: string,
): Promise<number> {
  await t.drainEvents();
  const [notification] = await t.testDb.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .limit(1);
  if (!notification) throw new Error(`${recipientName} was told of nothing`);
  return notification.id;
}
