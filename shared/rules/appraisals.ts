/**
 * Appraisals (spec 002 §2 Placeholder pages: self appraisal, manager appraisal form and list;
 * built by Orgdesk). The manager's form has the spec's 11 areas in its order: a 1–5 rating for
 * the first seven and the Overall Rating, text for the rest.
 */

/** Cycles and questions need ManageAppraisals (Admins and the HR group hold it). */
export function holdsManageAppraisals(permissions: readonly string[]): boolean {
  return permissions.includes('ManageAppraisals');
}

/**
 * Whether the person has appraisals to review, so that Manager Appraisal is offered to them:
 * someone reports to them directly, or they hold ManageAppraisals (HR). Its list answers anyone.
 * The signed-in user's abilities carry it (users' session presenter), without reaching into the
 * appraisals module.
 */
export function mayReviewAppraisals(person: {
  permissions: readonly string[];
  hasDirectReports: boolean;
}): boolean {
  return person.hasDirectReports || holdsManageAppraisals(person.permissions);
}

export const MANAGER_REVIEW_AREAS = [
  { key: 'jobKnowledge', label: 'Job Knowledge and Skills', kind: 'rating' },
  { key: 'qualityOfWork', label: 'Quality of Work', kind: 'rating' },
  { key: 'productivity', label: 'Productivity', kind: 'rating' },
  { key: 'communication', label: 'Communication skills', kind: 'rating' },
  { key: 'collaboration', label: 'Collaboration and Teamwork', kind: 'rating' },
  { key: 'problemSolving', label: 'Problem-solving and Decision-Making', kind: 'rating' },
  { key: 'initiative', label: 'Initiative and Innovation', kind: 'rating' },
  { key: 'overallRating', label: 'Overall Rating', kind: 'rating' },
  { key: 'strengths', label: 'Strengths', kind: 'text' },
  { key: 'areasForImprovement', label: 'Areas for Improvement/Development', kind: 'text' },
  { key: 'managerComments', label: 'Manager Comments', kind: 'text' },
] as const;

export type ManagerReviewAreaKey = (typeof MANAGER_REVIEW_AREAS)[number]['key'];

export const APPRAISAL_STATUSES = [
  'notStarted',
  'selfDraft',
  'selfSubmitted',
  'managerDraft',
  'completed',
  'released',
] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];

export const APPRAISAL_STATUS_LABELS: Record<AppraisalStatus, string> = {
  notStarted: 'Not started',
  selfDraft: 'Self draft',
  selfSubmitted: 'Self submitted',
  managerDraft: 'Manager draft',
  completed: 'Completed',
  released: 'Released',
};

/** The instants an appraisal records; its status is derived from them only. */
export interface AppraisalInstants {
  selfSavedAt: Date | string | null;
  selfSubmittedAt: Date | string | null;
  managerSavedAt: Date | string | null;
  managerSubmittedAt: Date | string | null;
  releasedAt: Date | string | null;
}

/** The status of an appraisal: the furthest step its instants show. */
export function appraisalStatus(a: AppraisalInstants): AppraisalStatus {
  if (a.releasedAt) return 'released';
  if (a.managerSubmittedAt) return 'completed';
  if (a.managerSavedAt) return 'managerDraft';
  if (a.selfSubmittedAt) return 'selfSubmitted';
  if (a.selfSavedAt) return 'selfDraft';
  return 'notStarted';
}

/** Whether the manager's review may be shown to the person appraised (only once released). */
export function reviewVisibleToEmployee(a: AppraisalInstants): boolean {
  return appraisalStatus(a) === 'released';
}

/** The areas rated 1–5 (the first seven and Overall Rating), in the form's order. */
export const RATING_AREA_KEYS = [
  'jobKnowledge',
  'qualityOfWork',
  'productivity',
  'communication',
  'collaboration',
  'problemSolving',
  'initiative',
  'overallRating',
] as const satisfies readonly ManagerReviewAreaKey[];
export type RatingAreaKey = (typeof RATING_AREA_KEYS)[number];

/** The areas answered in text. */
export const TEXT_AREA_KEYS = [
  'strengths',
  'areasForImprovement',
  'managerComments',
] as const satisfies readonly ManagerReviewAreaKey[];
export type TextAreaKey = (typeof TEXT_AREA_KEYS)[number];

export const APPRAISAL_ANSWER_MAX_LENGTH = 5000;
export const APPRAISAL_CYCLE_NAME_MAX_LENGTH = 100;
export const APPRAISAL_CATEGORY_NAME_MAX_LENGTH = 100;
export const APPRAISAL_QUESTION_MAX_LENGTH = 500;
export const APPRAISAL_PAGE_SIZES = [10, 25, 50, 100] as const;

export const APPRAISAL_MESSAGES = {
  cycleNameRequired: 'Cycle name is required!',
  cycleNameTooLong: 'Cycle name must not exceed 100 characters.',
  cycleNameTaken: 'A cycle with this name already exists.',
  periodStartRequired: 'Period start is required!',
  periodEndRequired: 'Period end is required!',
  dueDateRequired: 'Due date is required!',
  periodOrder: 'Period end must not be before period start.',
  dueBeforeStart: 'Due date must not be before period start.',
  answerTooLong: 'An answer must not exceed 5,000 characters.',
  answerRequired: 'Please answer this question.',
  ratingRequired: 'Please give a rating from 1 to 5.',
  ratingInvalid: 'A rating is a whole number from 1 to 5.',
  textTooLong: 'This text must not exceed 5,000 characters.',
  locked: 'This appraisal has been submitted and can no longer be changed.',
  notSubmitted: 'The manager appraisal opens once the employee has submitted the self appraisal.',
  reviewLocked: 'This review has been submitted and can no longer be changed.',
  notCompleted: 'Only a submitted review can be released.',
  alreadyReleased: 'This review has already been released.',
  notFound: 'This appraisal does not exist.',
  notYours: 'Only the employee can fill in their self appraisal.',
  notReviewer: "Only the employee's manager can review this appraisal.",
  ownReview: 'You cannot review your own appraisal.',
  noManage: 'You are not allowed to manage appraisals.',
  categoryNameRequired: 'Category name is required!',
  categoryNameTooLong: 'Category name must not exceed 100 characters.',
  categoryNameRepeated: 'Each category needs its own name.',
  questionRequired: 'Question is required!',
  questionTooLong: 'A question must not exceed 500 characters.',
  questionUnknown: 'This question does not exist.',
  categoryUnknown: 'This category does not exist.',
} as const;
