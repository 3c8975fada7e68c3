import { Alert, Button, Card, Group, Radio, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_ANSWER_MAX_LENGTH,
  APPRAISAL_MESSAGES,
  MANAGER_REVIEW_AREAS,
} from '../../../../../shared/rules/appraisals.ts';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { useReleaseReview, useSaveManagerReview } from '../api/save-appraisal.ts';
import { errorsByPath } from '../field-errors.ts';

type Values = Record<string, number | string | null>;

const valuesOf = (detail: AppraisalDetail): Values =>
  Object.fromEntries(
    MANAGER_REVIEW_AREAS.map((a) => [
      a.key,
      detail.managerReview?.[a.key] ?? (a.kind === 'rating' ? null : ''),
    ]),
  );

type Confirm = 'submit' | 'release' | null;

/**
 * The manager appraisal form (spec 002 §2): the 11 areas, a 1–5 rating for the first seven and
 * Overall Rating, text for the rest; Save as draft and Submit; then Release to the employee.
 */
export function ManagerReviewForm({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  const save = useSaveManagerReview();
  const release = useReleaseReview();
  const [values, setValues] = useState<Values>(() => valuesOf(detail));
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editable = detail.abilities.review;
  const saved = valuesOf(detail);
  // Leaving with ratings or comments not saved asks first (the saved review is in `detail`).
  useUnsavedChanges(
    editable && !save.isPending && MANAGER_REVIEW_AREAS.some((area) => values[area.key] !== saved[area.key]),
  );
  const { fields, general } = errorsByPath(save.error ?? release.error);
  const errorOf = (key: string) => (fields[`review.${key}`] ? t(fields[`review.${key}`]!) : undefined);

  const send = (submit: boolean) => {
    setNotice(null);
    release.reset();
    save.mutate(
      { id: detail.id, review: values, submit },
      {
        onSuccess: () => setNotice(submit ? 'The review has been submitted.' : 'Your draft has been saved.'),
        onSettled: () => setConfirm(null),
      },
    );
  };
  const doRelease = () => {
    setNotice(null);
    save.reset();
    release.mutate(detail.id, {
      onSuccess: () => setNotice('The review has been released to the employee.'),
      onSettled: () => setConfirm(null),
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="review-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="review-form-title">
          {t('Manager review')}
        </Title>
        {MANAGER_REVIEW_AREAS.map((area) =>
          area.kind === 'rating' ? (
            <Radio.Group
              key={area.key}
              label={t(area.label)}
              value={values[area.key] === null ? null : String(values[area.key])}
              onChange={(v) => setValues((s) => ({ ...s, [area.key]: Number(v) }))}
              error={errorOf(area.key)}
              readOnly={!editable}
            >
              <Group gap="md" mt={6}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Radio key={n} value={String(n)} label={String(n)} disabled={!editable} />
                ))}
              </Group>
            </Radio.Group>
          ) : (
            <LimitedTextarea
              key={area.key}
              label={t(area.label)}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={APPRAISAL_ANSWER_MAX_LENGTH}
              tooLongMessage={APPRAISAL_MESSAGES.textTooLong}
              readOnly={!editable}
              value={String(values[area.key] ?? '')}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((s) => ({ ...s, [area.key]: text }));
              }}
              error={errorOf(area.key)}
            />
          ),
        )}
        {general && (
          <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t(general)}
          </Alert>
        )}
        {notice && (
          <Alert role="status" color="green">
            {t(notice)}
          </Alert>
        )}
        <Group justify="flex-end">
          {editable && (
            <>
              <Button
                variant="default"
                onClick={() => send(false)}
                loading={save.isPending && confirm === null}
              >
                {t('Save as draft')}
              </Button>
              <Button onClick={() => setConfirm('submit')} disabled={save.isPending}>
                {t('Submit')}
              </Button>
            </>
          )}
          {detail.abilities.release && (
            <Button color="green" onClick={() => setConfirm('release')}>
              {t('Release to employee')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'release' ? t('Release review') : t('Submit review')}
        message={
          confirm === 'release'
            ? t('The employee will see this review. Release it now?')
            : t('Once submitted, the review can no longer be changed. Submit now?')
        }
        confirmLabel={confirm === 'release' ? t('Yes, release') : t('Yes, submit')}
        destructive={false}
        pending={save.isPending || release.isPending}
        onConfirm={() => (confirm === 'release' ? doRelease() : send(true))}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
