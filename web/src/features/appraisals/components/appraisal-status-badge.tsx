import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_STATUS_LABELS, type AppraisalStatus } from '../../../../../shared/rules/appraisals.ts';

export const APPRAISAL_STATUS_COLORS: Record<AppraisalStatus, MantineColor> = {
  notStarted: 'gray',
  selfDraft: 'yellow',
  selfSubmitted: 'blue',
  managerDraft: 'orange',
  completed: 'teal',
  released: 'green',
};

export function AppraisalStatusBadge({ status }: { status: AppraisalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={APPRAISAL_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(APPRAISAL_STATUS_LABELS[status])}
    </Badge>
  );
}
