import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  earliestHolidayDate,
  HOLIDAY_LOCATIONS,
  HOLIDAY_MESSAGES,
  HOLIDAY_NAME_MAX_LENGTH,
  HOLIDAY_TYPES,
  PUBLIC_HOLIDAY_TYPE_ID,
} from '../../../../../../shared/rules/holidays.ts';
import { createHolidayBodySchema, type Holiday } from '../../../../../../shared/schemas/holidays.schema.ts';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../../components/alert-message.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { LimitedTextarea } from '../../../../components/text-limit.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { applyApiError, useFieldErrorText } from '../../../../lib/form-errors.ts';
import { textLimitOf } from '../../../../lib/text-limit-of.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../../lib/use-timed-alert.ts';
import { useDatePickerLocale } from '../../../../lib/date-picker-locale.ts';
import { useCreateHoliday } from '../../api/create-holiday.ts';
import { useHolidayDates } from '../../api/get-holiday-dates.ts';
import { useUpdateHoliday } from '../../api/update-holiday.ts';
import {
  emptyHolidayForm,
  holidayFormResolver,
  toCreateBody,
  toUpdateBody,
  valuesFromHoliday,
  type HolidayFormMode,
  type HolidayFormValues,
} from './holiday-form-values.ts';

/** Public holidays come from the national calendars only: the form offers the other types (spec 002 §3). */
export const CUSTOM_HOLIDAY_TYPES = HOLIDAY_TYPES.filter((type) => type.id !== PUBLIC_HOLIDAY_TYPE_ID);

const COMMENTS_LIMIT = textLimitOf(createHolidayBodySchema.shape.comments);

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
  const errorText = useFieldErrorText();
  const dates = useDatePickerLocale();
  const form = useForm<HolidayFormValues, HolidayFormMode>({
    resolver: holidayFormResolver,
    context: mode,
    mode: 'onTouched',
    defaultValues: holiday ? valuesFromHoliday(holiday) : emptyHolidayForm(location),
  });
  const { control, formState } = form;
  const [chosenLocation, chosenDate] = useWatch({ control, name: ['location', 'date'] });
  const taken = useHolidayDates(chosenLocation);
  // A day the server refused as taken, until the list of taken days knows it too.
  const [refusedDate, setRefusedDate] = useState<{ location: number; date: string } | null>(null);
  const { alert, show, clear } = useTimedAlert();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();

  // The edited holiday's own day is not taken for it.
  const ownDate = holiday?.date ?? null;
  const isTaken = (day: string) =>
    day !== ownDate &&
    ((taken.data?.includes(day) ?? false) ||
      (refusedDate?.location === chosenLocation && refusedDate.date === day));
  const dateTaken = chosenDate !== '' && isTaken(chosenDate);
  const minDate = earliestHolidayDate(today);

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, idempotencyKey) => {
      clear();
      if (mode === 'add') return create.mutateAsync({ body: toCreateBody(values), idempotencyKey });
      if (!holiday) throw new Error('The edit form opens on a holiday.');
      return update.mutateAsync({ id: holiday.id, body: toUpdateBody(values) });
    },
    onSuccess: (saved) => {
      notifications.show(
        mode === 'add'
          ? { color: 'green', title: t('Save'), message: t(HOLIDAY_MESSAGES.saved) }
          : { color: 'green', title: t('Update'), message: t(HOLIDAY_MESSAGES.updated) },
      );
      onSaved(saved);
    },
    onError: (error, values) => {
      if (isApiError(error) && error.status === 409 && error.code === 'holiday_date_taken') {
        setRefusedDate({ location: values.location, date: values.date });
        return;
      }
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  const saveDisabled = !formState.isValid || dateTaken || (mode === 'edit' && !formState.isDirty);
  useUnsavedChanges(formState.isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('Holiday name')}
              withAsterisk
              maxLength={HOLIDAY_NAME_MAX_LENGTH}
              autoComplete="off"
              data-autofocus
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="typeId"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              label={t('Holiday type')}
              placeholder={t('Select')}
              withAsterisk
              allowDeselect={false}
              disabled={mode === 'edit'}
              description={mode === 'edit' ? t('The holiday type cannot be changed.') : undefined}
              data={CUSTOM_HOLIDAY_TYPES.map((type) => ({ value: String(type.id), label: t(type.name) }))}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        {mode === 'add' && (
          <Controller
            name="location"
            control={control}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={String(field.value)}
                onChange={(value) => value !== null && field.onChange(Number(value))}
                label={t('Location')}
                withAsterisk
                allowDeselect={false}
                data={HOLIDAY_LOCATIONS.map((entry) => ({ value: String(entry.code), label: t(entry.name) }))}
                error={errorText(fieldState, formState)}
              />
            )}
          />
        )}
        <Controller
          name="date"
          control={control}
          render={({ field, fieldState }) => (
            <DatePickerInput
              ref={field.ref}
              name={field.name}
              label={t('Date')}
              placeholder={t('DD-MM-YYYY')}
              withAsterisk
              valueFormat="DD-MM-YYYY"
              minDate={minDate}
              // The calendar opens on the first day that can be chosen, not the device's today.
              defaultDate={field.value || minDate}
              excludeDate={isTaken}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              // The calendar takes the focus while open: the field is left when it closes.
              onDropdownClose={field.onBlur}
              leftSection={<IconCalendar size={16} aria-hidden />}
              locale={dates.locale}
              ariaLabels={dates.ariaLabels}
              error={dateTaken ? t(HOLIDAY_MESSAGES.duplicateDate) : errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="comments"
          control={control}
          render={({ field, fieldState }) => (
            <LimitedTextarea
              {...field}
              {...COMMENTS_LIMIT}
              label={t('Comments')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={6}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={saveDisabled}>
            {mode === 'add' ? t('Save') : t('Update')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
