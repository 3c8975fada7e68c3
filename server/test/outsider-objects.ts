/**
 * One object of each kind that the API addresses by id, owned by people outside Mona's team (Leo,
 * Lena, Eve) and projects: Pete and his report Quinn, on Pete's project Zephyr. Made through the
 * API where it can be (authz/object-steps.ts), for the route authorization walk.
 */
import { openCycle, ownAppraisalId } from '../modules/appraisals/appraisals-test-kit.ts';
import { insertTask } from '../modules/projects/projects-test-kit.ts';
import {
  applyForLeave,
  checkIn,
  commentWithPhoto,
  declareIncome,
  issueLetter,
  notificationOf,
  requestLetter,
  setProjectThumbnail,
  uploadRentProof,
} from './authz/object-steps.ts';
import { TEST_PASSWORD } from './fixtures.ts';
import type { Org } from './org-fixture.ts';
import { TestClient, type TestApp } from './test-app.ts';

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

/** Signs in from an address of its own, so that the per-address sign-in throttle never answers 429. */
export async function signInAs(t: TestApp, person: { email: string }): Promise<TestClient> {
  const client = new TestClient(t.app, `10.70.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(person.email, TEST_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${person.email}: ${res.statusCode} ${res.body}`);
  return client;
}

export async function createOutsiderObjects(t: TestApp, org: Org): Promise<OutsiderObjects> {
  const [sam, pete, quinn] = await Promise.all([
    signInAs(t, org.superAdmin),
    signInAs(t, org.peer),
    signInAs(t, org.peerReport),
  ]);

  await setProjectThumbnail(t, sam, org.otherProject.id);
  const { id: taskId } = await insertTask(t, {
    name: 'Wind tunnel',
    projectId: org.otherProject.id,
    assignedToId: org.peer.id,
    assignedById: org.superAdmin.id,
  });
  const { commentId, attachmentId } = await commentWithPhoto(t, pete, taskId, {
    body: 'Drag measured',
    filename: 'drag.jpg',
  });
  const leaveId = await applyForLeave(t, sam, { id: org.peerReport.id, client: quinn });
  const attendanceRecordId = await checkIn(quinn);
  const letterRequestId = await requestLetter(quinn, {
    type: 'experience',
    purpose: 'Visa',
    addressedTo: 'The Consul',
  });
  await issueLetter(sam, letterRequestId);
  const cycle = await openCycle(sam);
  const appraisalId = await ownAppraisalId(quinn, cycle.id);
  const taxProofId = await uploadRentProof(quinn, 'Rent receipts');
  const taxDeclarationId = await declareIncome(quinn);
  // Quinn's leave request is among what Pete, her manager, is told of.
  const notificationId = await notificationOf(t, org.peer.id, 'Pete');

  return {
    userId: org.peerReport.id,
    projectId: org.otherProject.id,
    projectGuid: org.otherProject.guid,
    taskId,
    commentId,
    attachmentId,
    leaveId,
    attendanceRecordId,
    letterRequestId,
    appraisalId,
    taxProofId,
    taxDeclarationId,
    notificationId,
  };
}
