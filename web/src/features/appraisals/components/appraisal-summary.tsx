import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { AppraisalDetail } from '../../../../../shared/schemas/appraisals.schema.ts';
import { AppraisalStatusBadge } from './appraisal-status-badge.tsx';

/** The cycle, its period and due date, and the status of one appraisal. */
export function AppraisalSummary({ detail }: { detail: AppraisalDetail }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" mb="md">
      <Text size="sm">
        {t('Period')}: {formatDay(detail.periodStart)} – {formatDay(detail.periodEnd)}
      </Text>
      <Text size="sm">
        {t('Appraisal due date')}: {formatDay(detail.dueDate)}
      </Text>
      <Group gap={6}>
        <Text size="sm">{t('Status')}:</Text>
        <AppraisalStatusBadge status={detail.status} />
      </Group>
    </Group>
  );
}
