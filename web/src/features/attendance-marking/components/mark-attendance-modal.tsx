import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BELOW_SM_QUERY } from '../../../lib/theme.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MarkAttendanceForm } from './mark-attendance-form.tsx';

interface MarkAttendanceModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Mark attendance (spec 000 §2): a photo from the camera and the current location; full screen on phones. */
export function MarkAttendanceModal({ opened, onClose }: MarkAttendanceModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(BELOW_SM_QUERY) ?? false;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Mark attendance')}
      size={520}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* Mounted only while open: each opening starts the camera and asks for the position afresh,
          and closing stops the camera. */}
      {opened && <MarkAttendanceForm onClose={onClose} />}
    </FormModal>
  );
}
