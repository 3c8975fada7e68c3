import { useTranslation } from 'react-i18next';
import type { ProjectDetails } from '../../../../../../shared/schemas/projects.schema.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import type { ProjectFormMode } from './project-form-values.ts';
import { ProjectForm } from './project-form.tsx';

interface ProjectFormModalProps {
  opened: boolean;
  mode: ProjectFormMode;
  /** The project being edited; null when adding. */
  project: ProjectDetails | null;
  onClose: () => void;
  onSaved?: (project: ProjectDetails) => void;
}

/** 'Add project' or 'Edit project'. The form starts afresh each time the modal opens. */
export function ProjectFormModal({ opened, mode, project, onClose, onSaved }: ProjectFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={mode === 'add' ? t('Add project') : t('Edit project')}
      size="lg"
      centered
      // A click beside the modal must not throw away what was typed.
      closeOnClickOutside={false}
    >
      {opened && (
        <ProjectForm
          mode={mode}
          project={project}
          onCancel={onClose}
          onSaved={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </FormModal>
  );
}
