import { Alert, Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';

interface DraftOrSubmitProps {
  /** The form's id: the confirmation submits it. */
  formId: string;
  /** Whether the form is sending (FormShell's actions state). */
  submitting: boolean;
  /** Says what the next send is: a draft (false) or the final submit (true). */
  setSubmit: (submit: boolean) => void;
  editable: boolean;
  /** Whether Submit shows beside Save as draft (true unless said); a draft may be savable only. */
  submittable?: boolean;
  /** The buttons share the row's width (a narrow side column) instead of standing at its end. */
  grow?: boolean;
  /** The confirmation's title and question, translated. */
  confirmTitle: string;
  confirmMessage: string;
  /** What the last send did ("Your draft has been saved."), an English key shown as a status above the row. */
  notice?: string | null;
  /** More buttons at the end of the row (Release). */
  children?: ReactNode;
}

/**
 * The row of a form kept as a draft until submitted for good (an appraisal, a tax declaration),
 * in FormShell's actions: Save as draft sends at once; Submit asks first, then sends for
 * good. The confirmation stays open while it sends, and closes once the answer is in.
 */
export function DraftOrSubmit(props: DraftOrSubmitProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // Closes the confirmation once a send it started ends (sent, refused, or stopped by the schema).
  const [wasSubmitting, setWasSubmitting] = useState(props.submitting);
  if (props.submitting !== wasSubmitting) {
    setWasSubmitting(props.submitting);
    if (!props.submitting) setConfirming(false);
  }
  return (
    <>
      {props.notice && (
        <Alert role="status" color="green">
          {t(props.notice)}
        </Alert>
      )}
      <Group justify="flex-end" grow={props.grow}>
        {props.editable && (
          <>
            <Button
              type="submit"
              variant="default"
              onClick={() => props.setSubmit(false)}
              loading={props.submitting && !confirming}
            >
              {t('Save as draft')}
            </Button>
            {props.submittable !== false && (
              <Button onClick={() => setConfirming(true)} disabled={props.submitting}>
                {t('Submit')}
              </Button>
            )}
          </>
        )}
        {props.children}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={props.confirmTitle}
        message={props.confirmMessage}
        confirmLabel={t('Yes, submit')}
        destructive={false}
        pending={props.submitting}
        onConfirm={() => {
          props.setSubmit(true);
          (document.getElementById(props.formId) as HTMLFormElement | null)?.requestSubmit();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
