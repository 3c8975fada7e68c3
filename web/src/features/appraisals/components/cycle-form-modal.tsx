import { useTranslation } from 'react-i18next';
import { APPRAISAL_CYCLE_NAME_MAX_LENGTH } from '../../../../../shared/rules/appraisals.ts';
import { cycleBodySchema, type CycleBody } from '../../../../../shared/schemas/appraisals.schema.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { useCreateCycle } from '../api/create-cycle.ts';

interface CycleFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

const EMPTY: CycleBody = { name: '', periodStart: '', periodEnd: '', dueDate: '' };

const DATE_FIELDS = [
  { name: 'periodStart', label: 'Period start' },
  { name: 'periodEnd', label: 'Period end' },
  { name: 'dueDate', label: 'Appraisal due date' },
] as const;

/** Opens a cycle: its name, period and due date, checked as the server checks them. */
export function CycleFormModal({ opened, onClose, onCreated }: CycleFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('New appraisal cycle')} centered>
      {opened && <CycleForm onClose={onClose} onCreated={onCreated} />}
    </FormModal>
  );
}

function CycleForm({ onClose, onCreated }: Omit<CycleFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreateCycle();
  const form = useSchemaForm<CycleBody, CycleBody>(cycleBodySchema, EMPTY);
  return (
    <FormShell
      form={form}
      send={(body) => create.mutateAsync(body)}
      onSuccess={(cycle) => onCreated(cycle.id)}
      onCancel={onClose}
      submitLabel={t('Open cycle')}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('Cycle name')}
        withAsterisk
        maxLength={APPRAISAL_CYCLE_NAME_MAX_LENGTH}
        data-autofocus
      />
      {DATE_FIELDS.map((date) => (
        <DateField
          key={date.name}
          control={form.control}
          name={date.name}
          label={t(date.label)}
          // Every date is required: no clear button (its name is then never read).
          clearable={false}
          clearLabel={t(date.label)}
          withAsterisk
        />
      ))}
    </FormShell>
  );
}
