import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_ANSWER_MAX_LENGTH, APPRAISAL_MESSAGES } from '../../../../../shared/rules/appraisals.ts';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { useSaveSelfAppraisal } from '../api/save-appraisal.ts';
import { errorsByPath } from '../field-errors.ts';

const answersOf = (detail: AppraisalDetail) =>
  Object.fromEntries(detail.categories.flatMap((c) => c.questions.map((q) => [q.id, q.answer])));

/**
 * The self appraisal (spec 002 §2): the questions by category, a text area each, Save as draft
 * and Submit (after a confirmation); read only once submitted, or for anyone but the person.
 */
export function SelfAppraisalForm({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  const save = useSaveSelfAppraisal();
  const [answers, setAnswers] = useState<Record<number, string>>(() => answersOf(detail));
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const editable = detail.abilities.editSelf;
  const order = detail.categories.flatMap((c) => c.questions.map((q) => q.id));
  const saved = answersOf(detail);
  // Leaving with answers typed but not saved asks first (the saved appraisal is in `detail`).
  useUnsavedChanges(
    editable && !save.isPending && order.some((id) => (answers[id] ?? '') !== (saved[id] ?? '')),
  );
  const { fields, general } = errorsByPath(save.error);
  const errorOf = (questionId: number) => {
    const message = fields[`answers.${questionId}`] ?? fields[`answers.${order.indexOf(questionId)}.answer`];
    return message ? t(message) : undefined;
  };

  const send = (submit: boolean) => {
    setNotice(null);
    save.mutate(
      {
        id: detail.id,
        body: { answers: order.map((id) => ({ questionId: id, answer: answers[id] ?? '' })), submit },
      },
      {
        onSuccess: (next) => {
          setConfirming(false);
          setAnswers(answersOf(next));
          setNotice(submit ? 'Your self appraisal has been submitted.' : 'Your draft has been saved.');
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Stack gap="md">
      {detail.categories.map((category) => (
        <Card key={category.id} withBorder padding="md" component="section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {category.name}
            </Title>
            {category.questions.map((question) => (
              <LimitedTextarea
                key={question.id}
                label={question.text}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={APPRAISAL_ANSWER_MAX_LENGTH}
                tooLongMessage={APPRAISAL_MESSAGES.answerTooLong}
                readOnly={!editable}
                value={answers[question.id] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setAnswers((a) => ({ ...a, [question.id]: value }));
                }}
                error={errorOf(question.id)}
              />
            ))}
          </Stack>
        </Card>
      ))}
      {general && (
        <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t(general)}
        </Alert>
      )}
      {!general && Object.keys(fields).length > 0 && (
        <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('Please answer every question before you submit.')}
        </Alert>
      )}
      {notice && (
        <Alert role="status" color="green">
          {t(notice)}
        </Alert>
      )}
      {editable && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send(false)} loading={save.isPending && !confirming}>
            {t('Save as draft')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={save.isPending}>
            {t('Submit')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('Submit self appraisal')}
        message={t('Once submitted, your answers can no longer be changed. Submit now?')}
        confirmLabel={t('Yes, submit')}
        destructive={false}
        pending={save.isPending}
        onConfirm={() => send(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
