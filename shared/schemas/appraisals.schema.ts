import { z } from 'zod';
import {
  APPRAISAL_ANSWER_MAX_LENGTH,
  APPRAISAL_CATEGORY_NAME_MAX_LENGTH,
  APPRAISAL_CYCLE_NAME_MAX_LENGTH,
  APPRAISAL_MESSAGES as M,
  APPRAISAL_PAGE_SIZES,
  APPRAISAL_QUESTION_MAX_LENGTH,
  APPRAISAL_STATUSES,
  RATING_AREA_KEYS,
  TEXT_AREA_KEYS,
  type RatingAreaKey,
  type TextAreaKey,
} from '../rules/appraisals.ts';
import { isoDay, listPage, listSearch, requiredString, serialId, serialIdParam } from './common.schema.ts';

// --- cycles ------------------------------------------------------------------------------------

export const cycleBodySchema = z
  .strictObject({
    name: requiredString(M.cycleNameRequired)
      .trim()
      .min(1, { error: M.cycleNameRequired })
      .max(APPRAISAL_CYCLE_NAME_MAX_LENGTH, { error: M.cycleNameTooLong }),
    periodStart: isoDay(M.periodStartRequired),
    periodEnd: isoDay(M.periodEndRequired),
    dueDate: isoDay(M.dueDateRequired),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: M.periodOrder });
    if (v.dueDate < v.periodStart)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: M.dueBeforeStart });
  });
export type CycleBody = z.infer<typeof cycleBodySchema>;

export const statusCountsSchema = z.object(
  Object.fromEntries(APPRAISAL_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPRAISAL_STATUSES)[number],
    z.ZodNumber
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const cycleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  /** How many appraisals of the cycle are in each status (ManageAppraisals holders only). */
  counts: statusCountsSchema.nullable(),
});
export type Cycle = z.infer<typeof cycleSchema>;

export const cycleListResponseSchema = z.object({
  items: z.array(cycleSchema),
  abilities: z.object({ create: z.boolean(), editQuestions: z.boolean() }),
});
export type CycleListResponse = z.infer<typeof cycleListResponseSchema>;

// --- the manager's list ------------------------------------------------------------------------

export const appraisalListQuerySchema = z.strictObject({
  cycleId: serialIdParam().optional(),
  search: listSearch(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (APPRAISAL_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type AppraisalListQuery = z.infer<typeof appraisalListQuerySchema>;

export const appraisalAbilitiesSchema = z.object({
  /** Fill in the self part (the person, until Submit). */
  editSelf: z.boolean(),
  /** Fill in the manager's part (the reviewer, once the self part is submitted, until Submit). */
  review: z.boolean(),
  release: z.boolean(),
});
export type AppraisalAbilities = z.infer<typeof appraisalAbilitiesSchema>;

export const appraisalRowSchema = z.object({
  id: z.number().int(),
  cycleId: z.number().int(),
  cycleName: z.string(),
  employee: z.object({ id: z.uuid(), fullName: z.string() }),
  dueDate: z.string(),
  status: z.enum(APPRAISAL_STATUSES),
  abilities: appraisalAbilitiesSchema,
});
export type AppraisalRow = z.infer<typeof appraisalRowSchema>;

export const appraisalListResponseSchema = z.object({
  items: z.array(appraisalRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AppraisalListResponse = z.infer<typeof appraisalListResponseSchema>;

export const myAppraisalsResponseSchema = z.object({ items: z.array(appraisalRowSchema) });
export type MyAppraisalsResponse = z.infer<typeof myAppraisalsResponseSchema>;

/**
 * A person's appraisals on their page: `seen` says whether the viewer has a part in them (the
 * person, their direct manager, a ManageAppraisals holder); others, a skip-level manager among
 * them, see none.
 */
export const personAppraisalsSchema = z.object({ seen: z.boolean(), items: z.array(appraisalRowSchema) });
export type PersonAppraisals = z.infer<typeof personAppraisalsSchema>;

// --- one appraisal -----------------------------------------------------------------------------

const rating = z
  .number({ error: M.ratingInvalid })
  .int({ error: M.ratingInvalid })
  .min(1, { error: M.ratingInvalid })
  .max(5, { error: M.ratingInvalid });
const areaText = z
  .string({ error: M.textTooLong })
  .max(APPRAISAL_ANSWER_MAX_LENGTH, { error: M.textTooLong });

/** The manager's review: a 1–5 rating for the rating areas, text for the others; all may be empty in a draft. */
export const managerReviewSchema = z.strictObject(
  Object.fromEntries([
    ...RATING_AREA_KEYS.map((k) => [k, rating.nullable().default(null)]),
    ...TEXT_AREA_KEYS.map((k) => [k, areaText.default('')]),
  ]) as Record<RatingAreaKey, z.ZodDefault<z.ZodNullable<typeof rating>>> &
    Record<TextAreaKey, z.ZodDefault<typeof areaText>>,
);
export type ManagerReview = z.infer<typeof managerReviewSchema>;

export const managerReviewOutSchema = z.object(
  Object.fromEntries([
    ...RATING_AREA_KEYS.map((k) => [k, z.number().int().nullable()]),
    ...TEXT_AREA_KEYS.map((k) => [k, z.string()]),
  ]) as Record<RatingAreaKey, z.ZodNullable<z.ZodNumber>> & Record<TextAreaKey, z.ZodString>,
);

export const appraisalDetailSchema = appraisalRowSchema.extend({
  periodStart: z.string(),
  periodEnd: z.string(),
  selfSubmittedAt: z.string().nullable(),
  managerSubmittedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  reviewer: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  /** The questions by category with the person's answers (null while a draft hidden from the viewer). */
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      questions: z.array(z.object({ id: z.number().int(), text: z.string(), answer: z.string() })),
    }),
  ),
  /** The manager's part: never sent to the person before it is released. */
  managerReview: managerReviewOutSchema.nullable(),
});
export type AppraisalDetail = z.infer<typeof appraisalDetailSchema>;

export const appraisalParamsSchema = z.strictObject({ id: serialIdParam() });

export const selfAppraisalBodySchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: serialId({ error: M.questionUnknown }),
        answer: z
          .string({ error: M.answerTooLong })
          .max(APPRAISAL_ANSWER_MAX_LENGTH, { error: M.answerTooLong }),
      }),
    )
    .max(500),
  submit: z.boolean().default(false),
});
export type SelfAppraisalBody = z.infer<typeof selfAppraisalBodySchema>;

export const managerReviewBodySchema = z.strictObject({
  review: managerReviewSchema,
  submit: z.boolean().default(false),
});
export type ManagerReviewBody = z.infer<typeof managerReviewBodySchema>;

// --- questions editor --------------------------------------------------------------------------

export const questionSetSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      questions: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** The whole set of categories and questions as the editor leaves it; an id keeps an existing row. */
export const questionSetBodySchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        id: serialId({ error: M.categoryUnknown }).optional(),
        name: requiredString(M.categoryNameRequired)
          .trim()
          .min(1, { error: M.categoryNameRequired })
          .max(APPRAISAL_CATEGORY_NAME_MAX_LENGTH, { error: M.categoryNameTooLong }),
        questions: z
          .array(
            z.strictObject({
              id: serialId({ error: M.questionUnknown }).optional(),
              text: requiredString(M.questionRequired)
                .trim()
                .min(1, { error: M.questionRequired })
                .max(APPRAISAL_QUESTION_MAX_LENGTH, { error: M.questionTooLong }),
            }),
          )
          .max(50),
      }),
    )
    .max(30)
    .superRefine((cats, ctx) => {
      const seen = new Set<string>();
      cats.forEach((c, i) => {
        const key = c.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: M.categoryNameRepeated });
        seen.add(key);
      });
    }),
});
export type QuestionSetBody = z.infer<typeof questionSetBodySchema>;
