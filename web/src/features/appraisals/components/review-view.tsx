import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MANAGER_REVIEW_AREAS } from '../../../../../shared/rules/appraisals.ts';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';

/** The manager's review, read only: what the employee sees once it is released. */
export function ReviewView({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  const review = detail.managerReview;
  if (!review) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="manager-review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manager-review-title">
          {t('Manager review')}
        </Title>
        {detail.reviewer && (
          <Text size="sm" c="dimmed">
            {t('Reviewed by {{name}}', { name: detail.reviewer.fullName })}
          </Text>
        )}
        <dl style={{ margin: 0 }}>
          {MANAGER_REVIEW_AREAS.map((area) => {
            const value = review[area.key];
            return (
              <div key={area.key} style={{ marginBottom: 8 }}>
                <Text component="dt" fw={600} size="sm">
                  {t(area.label)}
                </Text>
                <Text component="dd" size="sm" ms={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {value === null || value === ''
                    ? '–'
                    : area.kind === 'rating'
                      ? t('{{rating}} of 5', { rating: value })
                      : value}
                </Text>
              </div>
            );
          })}
        </dl>
      </Stack>
    </Card>
  );
}
