import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReleaseReview } from '../api/save-appraisal.ts';

/** Release to employee (after a confirmation): the employee then sees the submitted review. */
export function ReleaseReview({
  id,
  onStart,
  onReleased,
}: {
  id: number;
  onStart: () => void;
  onReleased: () => void;
}) {
  const { t } = useTranslation();
  const release = useReleaseReview();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button color="green" onClick={() => setConfirming(true)}>
        {t('Release to employee')}
      </Button>
      <AlertMessage
        alert={release.error ? { color: 'red', message: errorMessage(release.error) } : null}
        onClose={() => release.reset()}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('Release review')}
        message={t('The employee will see this review. Release it now?')}
        confirmLabel={t('Yes, release')}
        destructive={false}
        pending={release.isPending}
        onConfirm={() => {
          onStart();
          release.mutate(id, { onSuccess: onReleased, onSettled: () => setConfirming(false) });
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
