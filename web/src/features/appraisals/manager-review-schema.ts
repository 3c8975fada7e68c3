import { z } from 'zod';
import { MANAGER_REVIEW_AREAS } from '../../../../shared/rules/appraisals.ts';
import {
  managerReviewSchema,
  type AppraisalDetail,
  type ManagerReview,
} from '../../../../shared/schemas/appraisals.schema.ts';

/** The review's areas, and whether the send is the final submit (the body's `submit`). */
export const reviewFormSchema = managerReviewSchema.extend({ submit: z.boolean() });
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** The form's values: the review as saved (no rating is null, no text ''), sent as a draft unless Submit says. */
export const reviewValuesOf = (detail: AppraisalDetail): ReviewForm => ({
  ...(Object.fromEntries(
    MANAGER_REVIEW_AREAS.map((a) => [
      a.key,
      detail.managerReview?.[a.key] ?? (a.kind === 'rating' ? null : ''),
    ]),
  ) as ManagerReview),
  submit: false,
});
