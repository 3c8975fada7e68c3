import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { BELOW_SM_QUERY } from '../../../lib/theme.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useLeavePlanner } from '../api/get-leave-planner.ts';
import { LeaveForm } from './leave-form.tsx';

interface LeaveModalProps {
  opened: boolean;
  /** The own pending leave to edit, or null to apply for a new one. */
  leave: Leave | null;
  onClose: () => void;
}

/** Apply leave, or edit a pending one (spec 002 §2: the same form, carrying the leave's id); full screen on phones. */
export function LeaveModal({ opened, leave, onClose }: LeaveModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(BELOW_SM_QUERY) ?? false;
  const planner = useLeavePlanner(opened);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={leave ? t('Edit leave') : t('Apply leave')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* Mounted only while open, so each opening starts from the leave's (or empty) values. */}
      {opened &&
        (planner.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={t('Loading…')}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={96} />
          </Stack>
        ) : planner.isError ? (
          <ErrorAlert error={planner.error} onRetry={() => void planner.refetch()} />
        ) : (
          <LeaveForm key={leave?.id ?? 'new'} planner={planner.data} leave={leave} onClose={onClose} />
        ))}
    </FormModal>
  );
}
