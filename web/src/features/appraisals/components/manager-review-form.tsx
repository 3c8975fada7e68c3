import { Card, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_REVIEW_AREAS } from '../../../../../shared/rules/appraisals.ts';
import {
  managerReviewSchema,
  type AppraisalDetail,
} from '../../../../../shared/schemas/appraisals.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { RatingField } from '../../../components/form/hr-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useSaveManagerReview } from '../api/save-appraisal.ts';
import { reviewFormSchema, reviewValuesOf, type ReviewForm } from '../manager-review-schema.ts';
import { DraftOrSubmit } from '../../../components/form/draft-or-submit.tsx';
import { ReleaseReview } from './release-review.tsx';

const TEXT_LIMIT = textLimitOf(managerReviewSchema.shape.strengths);

/**
 * The manager appraisal form (spec 002 §2): the 11 areas, a 1–5 rating for the first seven and
 * Overall Rating, text for the rest; Save as draft and Submit; then Release to the employee.
 */
export function ManagerReviewForm({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  const save = useSaveManagerReview();
  const form = useSchemaForm<ReviewForm, ReviewForm>(reviewFormSchema, reviewValuesOf(detail));
  const [notice, setNotice] = useState<string | null>(null);
  const formId = useId();
  const editable = detail.abilities.review;

  const send = async ({ submit, ...review }: ReviewForm) => {
    setNotice(null);
    return save.mutateAsync({ id: detail.id, review, submit });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="review-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="review-form-title">
          {t('Manager review')}
        </Title>
        <FormShell
          id={formId}
          form={form}
          send={send}
          // The server names the areas inside the body's review: "review.overallRating".
          detailPath={(path) => path.replace(/^review\./, '')}
          afterSuccess="unlock"
          onSuccess={(next, { submit }) => {
            form.reset(reviewValuesOf(next));
            setNotice(submit ? 'The review has been submitted.' : 'Your draft has been saved.');
          }}
          submitLabel={t('Submit')}
          actions={({ submitting }) => (
            <DraftOrSubmit
              notice={notice}
              formId={formId}
              submitting={submitting}
              setSubmit={(submit) => form.setValue('submit', submit)}
              editable={editable}
              confirmTitle={t('Submit review')}
              confirmMessage={t('Once submitted, the review can no longer be changed. Submit now?')}
            >
              {detail.abilities.release && (
                <ReleaseReview
                  id={detail.id}
                  onReleased={() => setNotice('The review has been released to the employee.')}
                  onStart={() => setNotice(null)}
                />
              )}
            </DraftOrSubmit>
          )}
        >
          {MANAGER_REVIEW_AREAS.map((area) =>
            area.kind === 'rating' ? (
              <RatingField
                key={area.key}
                control={form.control}
                name={area.key}
                label={t(area.label)}
                readOnly={!editable}
              />
            ) : (
              <TextareaField
                key={area.key}
                control={form.control}
                name={area.key}
                limit={TEXT_LIMIT}
                label={t(area.label)}
                autosize
                minRows={3}
                maxRows={12}
                readOnly={!editable}
              />
            ),
          )}
        </FormShell>
      </Stack>
    </Card>
  );
}
