import { Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_LOCATIONS } from '../../../../../../shared/rules/holidays.ts';
import { useFieldErrorText } from '../../../../lib/form-errors.ts';
import type { UserFormContext, UserFormValues } from './user-form-values.ts';

/** The select's value for null: the person follows the organisation's calendar. */
const ORGANISATION_DEFAULT = 'default';

/**
 * Holiday location: the calendar whose holidays the person's leave leaves out. Only those the
 * server says may choose it (form options, canChooseHolidayLocation) can change it.
 */
export function HolidayLocationSelect({
  form,
  canChoose,
}: {
  form: UseFormReturn<UserFormValues, UserFormContext>;
  canChoose: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      name="holidayLocation"
      control={form.control}
      render={({ field, fieldState, formState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value === null ? ORGANISATION_DEFAULT : String(field.value)}
          onChange={(value) =>
            field.onChange(value === null || value === ORGANISATION_DEFAULT ? null : Number(value))
          }
          label={t('Holiday location')}
          allowDeselect={false}
          disabled={!canChoose}
          description={canChoose ? undefined : t('Only an Admin can change the holiday location.')}
          data={[
            { value: ORGANISATION_DEFAULT, label: t('Organisation default') },
            ...HOLIDAY_LOCATIONS.map((entry) => ({ value: String(entry.code), label: t(entry.name) })),
          ]}
          error={errorText(fieldState, formState)}
        />
      )}
    />
  );
}
