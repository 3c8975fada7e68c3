import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_CYCLE_NAME_MAX_LENGTH } from '../../../../../shared/rules/appraisals.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import { useCreateCycle } from '../api/create-cycle.ts';
import { errorsByPath } from '../field-errors.ts';

interface CycleFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

const EMPTY = { name: '', periodStart: '', periodEnd: '', dueDate: '' };
type Field = keyof typeof EMPTY;

const DATE_FIELDS: { field: Exclude<Field, 'name'>; label: string }[] = [
  { field: 'periodStart', label: 'Period start' },
  { field: 'periodEnd', label: 'Period end' },
  { field: 'dueDate', label: 'Appraisal due date' },
];

/** Opens a cycle: its name, period and due date; the server checks them and answers under the fields. */
export function CycleFormModal({ opened, onClose, onCreated }: CycleFormModalProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  const create = useCreateCycle();
  const [values, setValues] = useState(EMPTY);
  const { fields, general } = errorsByPath(create.error);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  // The modal stays mounted while closed, so its values are checked rather than a form's state.
  useUnsavedChanges(opened && !create.isPending && Object.values(values).some((value) => value !== ''));

  const close = () => {
    setValues(EMPTY);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values, {
      onSuccess: (cycle) => {
        setValues(EMPTY);
        create.reset();
        onCreated(cycle.id);
      },
    });
  };
  const fieldError = (field: Field) => (fields[field] ? t(fields[field]) : undefined);

  return (
    <FormModal opened={opened} onClose={close} title={t('New appraisal cycle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('Cycle name')}
            withAsterisk
            maxLength={APPRAISAL_CYCLE_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={fieldError('name')}
            data-autofocus
          />
          {DATE_FIELDS.map(({ field, label }) => (
            <DatePickerInput
              key={field}
              label={t(label)}
              withAsterisk
              placeholder={t('DD-MM-YYYY')}
              valueFormat="DD-MM-YYYY"
              value={values[field] === '' ? null : values[field]}
              onChange={(value) => set(field, value ?? '')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              locale={dates.locale}
              ariaLabels={dates.ariaLabels}
              error={fieldError(field)}
            />
          ))}
          {general && (
            <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
              {t(general)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('Open cycle')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
