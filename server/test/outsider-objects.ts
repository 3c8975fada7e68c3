/**
 * One object of each kind that the API addresses by id, owned by people outside Mona's team (Leo,
 * Lena, Eve) and projects: Pete and his report Quinn, on Pete's project Zephyr. Made through the
 * API where it can be, for the route authorization walk.
 */
import { eq } from 'drizzle-orm';
import { financialYearOf } from '../../shared/rules/tax-proofs.ts';
import { notifications, projects, taskAttachments, tasks } from '../db/schema.ts';
import { openCycle, ownAppraisalId } from '../modules/appraisals/appraisals-test-kit.ts';
import { leaveBody, today, workingDays } from '../modules/leave/leave-test-kit.ts';
import { proofParts, uploadProof } from '../modules/tax-proofs/tax-proofs-test-kit.ts';
import { TEST_PASSWORD } from './fixtures.ts';
import type { Org } from './org-fixture.ts';
import { TestClient, type TestApp } from './test-app.ts';
import { BOUNDARY, multipart, multipartBody, phonePhoto, PNG, type Part } from './uploads.ts';

export interface OutsiderObjects {
  userId: string;
  projectId: number;
  projectGuid: string;
  taskId: number;
  commentId: number;
  attachmentId: number;
  leaveId: number;
  attendanceRecordId: number;
  letterRequestId: number;
  appraisalId: number;
  taxProofId: number;
  taxDeclarationId: number;
  notificationId: number;
}

let ip = 0;

export async function signInAs(t: TestApp, person: { email: string }): Promise<TestClient> {
  const client = new TestClient(t.app, `10.70.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(person.email, TEST_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${person.email}: ${res.body}`);
  return client;
}

/** The response's body when it succeeded; throws with the body otherwise, naming the step. */
function ok<T>(step: string, res: { statusCode: number; body: string; json<U>(): U }): T {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const form = (parts: Part[]) => ({
  payload: multipartBody(parts),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

export async function createOutsiderObjects(t: TestApp, org: Org): Promise<OutsiderObjects> {
  const db = t.testDb.database.db;
  const [sam, pete, quinn] = await Promise.all([
    signInAs(t, org.superAdmin),
    signInAs(t, org.peer),
    signInAs(t, org.peerReport),
  ]);

  const { thumbnailKey } = ok<{ thumbnailKey: string }>(
    'thumbnail',
    await sam.request({
      method: 'POST',
      url: '/api/v1/projects/thumbnails',
      ...multipart('logo.png', 'image/png', PNG),
    }),
  );
  await db.update(projects).set({ thumbnailKey }).where(eq(projects.id, org.otherProject.id));

  const [task] = await db
    .insert(tasks)
    .values({
      name: 'Wind tunnel',
      description: 'Measure the drag',
      dueDate: '2099-01-01',
      projectId: org.otherProject.id,
      assignedToId: org.peer.id,
      assignedById: org.superAdmin.id,
      createdById: org.superAdmin.id,
    })
    .returning();
  const photo = await phonePhoto(640, 480);
  ok(
    'comment',
    await pete.request({
      method: 'POST',
      url: `/api/v1/tasks/${task!.id}/comments`,
      ...form([
        { field: 'body', data: 'Drag measured' },
        { field: 'files', filename: 'drag.jpg', contentType: 'image/jpeg', data: photo },
      ]),
    }),
  );
  const [attachment] = await db
    .select({ id: taskAttachments.id, commentId: taskAttachments.commentId })
    .from(taskAttachments)
    .where(eq(taskAttachments.taskId, task!.id));

  ok(
    'leave balance',
    await sam.post(`/api/v1/users/${org.peerReport.id}/leave-corrections`, {
      typeId: 1,
      days: 2,
      reason: 'Opening balance',
    }),
  );
  const [day] = await workingDays(db, 3, 1);
  const leave = ok<{ id: number }>(
    'leave',
    await quinn.post('/api/v1/leaves', leaveBody({ fromDate: day, toDate: day })),
  );

  const record = ok<{ id: number }>(
    'check-in',
    await quinn.request({
      method: 'POST',
      url: '/api/v1/attendance/check-in',
      ...form([
        { field: 'latitude', data: '12.9716' },
        { field: 'longitude', data: '77.5946' },
        { field: 'accuracy', data: '18.5' },
        { field: 'files', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
      ]),
    }),
  );

  const letter = ok<{ id: number }>(
    'letter',
    await quinn.post('/api/v1/letters/requests', {
      type: 'experience',
      purpose: 'Visa',
      addressedTo: 'The Consul',
    }),
  );
  ok(
    'letter issue',
    await sam.post(`/api/v1/letters/requests/${letter.id}/issue`, {
      subject: 'Experience letter',
      body: 'To whom it may concern.',
    }),
  );

  const cycle = await openCycle(sam);
  const appraisalId = await ownAppraisalId(quinn, cycle.id);

  const proof = ok<{ id: number }>(
    'tax proof',
    await uploadProof(quinn, proofParts({ type: 'houseRent', documentName: 'Rent receipts' })),
  );
  const declaration = ok<{ id: number }>(
    'tax declaration',
    await quinn.request({
      method: 'PUT',
      url: `/api/v1/tax-declarations/mine?financialYear=${financialYearOf(today())}`,
      payload: { income: { basicSalary: 500_000 } },
    }),
  );

  // Quinn's leave request is among what Pete, her manager, is told of.
  await t.drainEvents();
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, org.peer.id))
    .limit(1);
  if (!notification) throw new Error('Pete was told of nothing');

  return {
    userId: org.peerReport.id,
    projectId: org.otherProject.id,
    projectGuid: org.otherProject.guid,
    taskId: task!.id,
    commentId: attachment!.commentId,
    attachmentId: attachment!.id,
    leaveId: leave.id,
    attendanceRecordId: record.id,
    letterRequestId: letter.id,
    appraisalId,
    taxProofId: proof.id,
    taxDeclarationId: declaration.id,
    notificationId: notification.id,
  };
}
