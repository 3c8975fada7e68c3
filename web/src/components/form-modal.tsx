import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusContentWhenLoaded } from './modal-focus.tsx';
import { ModalScopeContext, useConfirmDiscard, type ModalScope } from './unsaved-changes.tsx';

/**
 * A modal holding a form: Esc, the cross and a click outside close it at once when nothing is
 * unsaved, and otherwise once the person agrees to leave the changes behind (the forms inside
 * declare their changes with useUnsavedChanges). Its cross is named "Close" in the reader's language.
 * The focus starts on the form's first field, also when the form shows only once its data loaded.
 */
export function FormModal({ onClose, children, closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  const confirmDiscard = useConfirmDiscard();
  const [scope] = useState<ModalScope>(() => ({ dirtyForms: new Set() }));

  const close = () => {
    if (scope.dirtyForms.size === 0) {
      onClose();
      return;
    }
    void confirmDiscard().then((leave) => {
      if (leave) onClose();
    });
  };

  return (
    // The cross is named "Close" unless the modal names it otherwise (WCAG 4.1.2).
    <Modal {...props} closeButtonProps={{ 'aria-label': t('Close'), ...closeButtonProps }} onClose={close}>
      <ModalScopeContext.Provider value={scope}>
        <FocusContentWhenLoaded>{children}</FocusContentWhenLoaded>
      </ModalScopeContext.Provider>
    </Modal>
  );
}
