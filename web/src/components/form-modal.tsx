import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';
import { ModalScopeContext, useConfirmDiscard, type ModalScope } from './unsaved-changes.tsx';

/**
 * A modal holding a form: Esc, the cross and a click outside close it at once when nothing is
 * unsaved, and otherwise once the person agrees to leave the changes behind (the forms inside
 * declare their changes with useUnsavedChanges).
 */
export function FormModal({ onClose, children, ...props }: ModalProps) {
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
    <Modal {...props} onClose={close}>
      <ModalScopeContext.Provider value={scope}>{children}</ModalScopeContext.Provider>
    </Modal>
  );
}
