import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { earliestHolidayDate, HOLIDAY_MESSAGES } from '../../../../../../shared/rules/holidays.ts';
import type { Holiday } from '../../../../../../shared/schemas/holidays.schema.ts';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCreateHoliday } from '../../api/create-holiday.ts';
import { useHolidayDates } from '../../api/get-holiday-dates.ts';
import { useUpdateHoliday } from '../../api/update-holiday.ts';
import { HolidayFields } from './holiday-form-fields.tsx';
import {
  emptyHolidayForm,
  holidayFormSchema,
  toCreateBody,
  toUpdateBody,
  valuesFromHoliday,
  type HolidayFormBody,
  type HolidayFormMode,
  type HolidayFormValues,
} from './holiday-form-values.ts';

interface HolidayFormProps {
  mode: HolidayFormMode;
  /** The holiday being edited; null when adding. */
  holiday: Holiday | null;
  /** The location a new holiday starts in: the list's. */
  location: number;
  /** Today in the organisation's time zone (from the list): the earliest date counts from it. */
  today: string;
  onCancel: () => void;
  onSaved: (holiday: Holiday) => void;
}

/**
 * Add or edit a custom holiday (spec 002 §4, §5): name, type (fixed in edit), location (add only),
 * a date three or more days ahead on a day without a holiday, and comments. A day taken meanwhile
 * (409) says so under the date and keeps the form open.
 */
export function HolidayForm({ mode, holiday, location, today, onCancel, onSaved }: HolidayFormProps) {
  const { t } = useTranslation();
  // A day the server refused as taken, until the list of taken days knows it too.
  const [refusedDate, setRefusedDate] = useState<{ location: number; date: string } | null>(null);
  const form = useSchemaForm<HolidayFormValues, HolidayFormBody>(
    holidayFormSchema(mode),
    holiday ? valuesFromHoliday(holiday) : emptyHolidayForm(location),
  );
  const { isValid, isDirty } = form.formState;
  const [chosenLocation, chosenDate] = useWatch({ control: form.control, name: ['location', 'date'] });
  const taken = useHolidayDates(chosenLocation);
  const create = useCreateHoliday();
  const update = useUpdateHoliday();

  // The edited holiday's own day is not taken for it.
  const ownDate = holiday?.date ?? null;
  const isTaken = (day: string) =>
    day !== ownDate &&
    ((taken.data?.includes(day) ?? false) ||
      (refusedDate?.location === chosenLocation && refusedDate.date === day));
  const dateTaken = chosenDate !== '' && isTaken(chosenDate);
  // A day chosen before it was known to be taken (the list came later, another location) says so.
  useEffect(() => {
    const shown = form.getFieldState('date').error?.type === 'taken';
    if (dateTaken && !shown)
      form.setError('date', { type: 'taken', message: HOLIDAY_MESSAGES.duplicateDate });
    if (!dateTaken && shown) form.clearErrors('date');
  }, [form, dateTaken]);

  return (
    <FormShell
      form={form}
      send={async (values, idempotencyKey) => {
        try {
          if (mode === 'add') return await create.mutateAsync({ body: toCreateBody(values), idempotencyKey });
          if (!holiday) throw new Error('The edit form opens on a holiday.');
          return await update.mutateAsync({ id: holiday.id, body: toUpdateBody(values) });
        } catch (error) {
          // A day taken meanwhile stays marked taken for that location, as the list would say.
          if (isApiError(error) && error.code === 'holiday_date_taken')
            setRefusedDate({ location: values.location, date: values.date });
          throw error;
        }
      }}
      onSuccess={(saved) => {
        notifications.show(
          mode === 'add'
            ? { color: 'green', title: t('Save'), message: t(HOLIDAY_MESSAGES.saved) }
            : { color: 'green', title: t('Update'), message: t(HOLIDAY_MESSAGES.updated) },
        );
        onSaved(saved);
      }}
      onCancel={onCancel}
      submitLabel={mode === 'add' ? t('Save') : t('Update')}
      submitProps={{ disabled: !isValid || dateTaken || (mode === 'edit' && !isDirty) }}
    >
      <HolidayFields
        control={form.control}
        mode={mode}
        minDate={earliestHolidayDate(today)}
        isTaken={isTaken}
      />
    </FormShell>
  );
}
