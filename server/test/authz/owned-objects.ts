/**
 * One object of each kind that the API addresses by id, belonging to one person (the subject of
 * the authorization matrix): the same kinds as outsider-objects.ts makes for people outside a
 * hierarchy, here for any owner, with the same steps (object-steps.ts).
 */
import { ownAppraisalId } from '../../modules/appraisals/appraisals-test-kit.ts';
import { insertTask } from '../../modules/projects/projects-test-kit.ts';
import type { Org } from '../org-fixture.ts';
import { signInAs } from '../outsider-objects.ts';
import type { TestApp } from '../test-app.ts';
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
} from './object-steps.ts';
import type { SubjectTree } from './subject-tree.ts';

export interface OwnedObjects {
  userId: string;
  projectId: number;
  projectGuid: string;
  /** Assigned to the owner, on their project, by the Super admin (so that only the owner's place in the tree shows it to managers). */
  taskId: number;
  /** The owner's comment on that task, with a photo. */
  commentId: number;
  attachmentId: number;
  /** Pending, a few working days ahead. */
  leaveId: number;
  attendanceRecordId: number;
  /** Still requested: the one issuers draft, issue or reject, and its requester withdraws. */
  openLetterRequestId: number;
  /** Issued: the one with a PDF. */
  issuedLetterRequestId: number;
  appraisalId: number;
  taxProofId: number;
  taxDeclarationId: number;
  /** Told to the owner (their letter was issued). */
  notificationId: number;
  /**
   * Words found only in one object's text, by the kind of the authorization table: an answer that
   * shows one to a caller who may not read that kind leaks it, whatever the route.
   */
  markers: { task: string; comment: string; leave: string; letterRequest: string; taxProof: string };
}

/** The subject's objects; `cycleId` is an appraisal cycle opened after the subject joined. */
export async function createOwnedObjects(
  t: TestApp,
  org: Org,
  tree: SubjectTree,
  cycleId: number,
): Promise<OwnedObjects> {
  const owner = tree.people.self;
  const markers = {
    task: `mx-task-${tree.tag}`,
    comment: `mx-comment-${tree.tag}`,
    leave: `mx-leave-${tree.tag}`,
    letterRequest: `mx-letter-${tree.tag}`,
    taxProof: `mx-proof-${tree.tag}`,
  };
  const [sam, self] = await Promise.all([signInAs(t, org.superAdmin), signInAs(t, owner)]);

  await setProjectThumbnail(t, sam, tree.project.id);
  const { id: taskId } = await insertTask(t, {
    name: `Matrix task ${markers.task}`,
    projectId: tree.project.id,
    assignedToId: owner.id,
    assignedById: org.superAdmin.id,
  });
  const { commentId, attachmentId } = await commentWithPhoto(t, self, taskId, {
    body: `Mapped ${markers.comment}`,
    filename: 'map.jpg',
  });
  const leaveId = await applyForLeave(t, sam, { id: owner.id, client: self }, `Fever ${markers.leave}`);
  const attendanceRecordId = await checkIn(self);
  const issuedLetterRequestId = await requestLetter(self, {
    type: 'experience',
    purpose: `Visa ${markers.letterRequest}`,
    addressedTo: 'The Consul',
  });
  await issueLetter(sam, issuedLetterRequestId);
  const openLetterRequestId = await requestLetter(self, {
    type: 'addressProof',
    purpose: `Bank account ${markers.letterRequest}`,
    addressedTo: 'The Bank',
  });
  const appraisalId = await ownAppraisalId(self, cycleId);
  const taxProofId = await uploadRentProof(self, `Rent receipts ${markers.taxProof}`);
  const taxDeclarationId = await declareIncome(self);
  // The issued letter is among what its requester is told of.
  const notificationId = await notificationOf(t, owner.id, tree.label);

  return {
    userId: owner.id,
    projectId: tree.project.id,
    projectGuid: tree.project.guid,
    taskId,
    commentId,
    attachmentId,
    leaveId,
    attendanceRecordId,
    openLetterRequestId,
    issuedLetterRequestId,
    appraisalId,
    taxProofId,
    taxDeclarationId,
    notificationId,
    markers,
  };
}
