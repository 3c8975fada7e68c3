import { Alert, Card, Stack, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selfAppraisalBodySchema,
  type AppraisalDetail,
  type SelfAppraisalBody,
} from '../../../../../shared/schemas/appraisals.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useSaveSelfAppraisal } from '../api/save-appraisal.ts';
import {
  answerField,
  answerPathOf,
  answersOf,
  questionOrder,
  selfAppraisalFormSchema,
  type SelfAppraisalValues,
} from '../self-appraisal-schema.ts';
import { DraftOrSubmit } from '../../../components/form/draft-or-submit.tsx';

const ANSWER_LIMIT = textLimitOf(selfAppraisalBodySchema.shape.answers.element.shape.answer);

/**
 * The self appraisal (spec 002 §2): the questions by category, a text area each, Save as draft
 * and Submit (after a confirmation); read only once submitted, or for anyone but the person.
 */
export function SelfAppraisalForm({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  const save = useSaveSelfAppraisal();
  // The schema knows the questions: built again only when they change.
  const questions = questionOrder(detail).join();
  const [schema, detailPath] = useMemo(() => {
    const ids = questions.split(',').filter(Boolean).map(Number);
    return [selfAppraisalFormSchema(ids), answerPathOf(ids)] as const;
  }, [questions]);
  const form = useSchemaForm<SelfAppraisalValues, SelfAppraisalBody>(schema, answersOf(detail));
  const [notice, setNotice] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const formId = useId();
  const editable = detail.abilities.editSelf;

  const send = async (body: SelfAppraisalBody) => {
    setNotice(null);
    setUnanswered(false);
    return save.mutateAsync({ id: detail.id, body });
  };

  return (
    <FormShell
      id={formId}
      form={form}
      send={send}
      detailPath={detailPath}
      afterSuccess="unlock"
      onSuccess={(next, { submit }) => {
        form.reset(answersOf(next));
        setNotice(submit ? 'Your self appraisal has been submitted.' : 'Your draft has been saved.');
      }}
      onError={(error) => setUnanswered(isApiError(error) && error.details.length > 0)}
      submitLabel={t('Submit')}
      actions={({ submitting }) => (
        <>
          {unanswered && (
            <Alert role="alert" color="red">
              {t('Please answer every question before you submit.')}
            </Alert>
          )}
          <DraftOrSubmit
            notice={notice}
            formId={formId}
            submitting={submitting}
            setSubmit={(submit) => form.setValue('submit', submit)}
            editable={editable}
            confirmTitle={t('Submit self appraisal')}
            confirmMessage={t('Once submitted, your answers can no longer be changed. Submit now?')}
          />
        </>
      )}
    >
      {detail.categories.map((category) => (
        <Card key={category.id} withBorder padding="md" component="section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {category.name}
            </Title>
            {category.questions.map((question) => (
              <TextareaField
                key={question.id}
                control={form.control}
                name={answerField(question.id)}
                limit={ANSWER_LIMIT}
                label={question.text}
                autosize
                minRows={3}
                maxRows={12}
                readOnly={!editable}
              />
            ))}
          </Stack>
        </Card>
      ))}
    </FormShell>
  );
}
