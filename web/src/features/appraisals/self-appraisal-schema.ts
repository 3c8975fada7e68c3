import { z } from 'zod';
import {
  selfAppraisalBodySchema,
  type AppraisalDetail,
  type SelfAppraisalBody,
} from '../../../../shared/schemas/appraisals.schema.ts';

/** A question's field: "q11" holds the answer to question 11 (the server's "answers.11"). */
export const answerField = (questionId: number) => `q${questionId}`;

export type SelfAppraisalValues = Record<string, string | boolean> & { submit: boolean };

const answerSchema = selfAppraisalBodySchema.shape.answers.element.shape.answer;

/** The questions of the appraisal, in order. */
export const questionOrder = (detail: AppraisalDetail) =>
  detail.categories.flatMap((c) => c.questions.map((q) => q.id));

/** The form's values: each question's answer as saved, and a draft to send unless Submit says otherwise. */
export const answersOf = (detail: AppraisalDetail): SelfAppraisalValues => ({
  ...Object.fromEntries(
    detail.categories.flatMap((c) => c.questions.map((q) => [answerField(q.id), q.answer])),
  ),
  submit: false,
});

/**
 * The self appraisal's form, checked by the shared body schema: an answer per question, in the
 * questions' order, and whether this is the final submit.
 */
export function selfAppraisalFormSchema(order: number[]): z.ZodType<SelfAppraisalBody, SelfAppraisalValues> {
  const fields = Object.fromEntries(order.map((id) => [answerField(id), answerSchema]));
  return z.object({ ...fields, submit: z.boolean() }).transform((values) => {
    const answers = values as Record<string, unknown>;
    return {
      answers: order.map((id) => {
        const answer = answers[answerField(id)];
        return { questionId: id, answer: typeof answer === 'string' ? answer : '' };
      }),
      submit: values.submit,
    };
  });
}

/** The server's paths, "answers.11" (question 11) or "answers.0.answer" (the first), as the form's fields. */
export function answerPathOf(order: number[]) {
  return (path: string) => {
    const byIndex = /^answers\.(\d+)\.answer$/.exec(path);
    if (byIndex) return answerField(order[Number(byIndex[1])] ?? -1);
    const byId = /^answers\.(\d+)$/.exec(path);
    return byId ? answerField(Number(byId[1])) : path;
  };
}
