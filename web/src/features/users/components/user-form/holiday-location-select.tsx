import { Select } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_LOCATIONS } from '../../../../../../shared/rules/holidays.ts';
import { useKitField } from '../../../../components/form/field.ts';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

/** The select's value for null: the person follows the organisation's calendar. */
const ORGANISATION_DEFAULT = 'default';

/**
 * Holiday location: the calendar whose holidays the person's leave leaves out. Only those the
 * server says may choose it (form options, canChooseHolidayLocation) can change it.
 */
export function HolidayLocationSelect({
  control,
  canChoose,
}: {
  control: Control<UserFormValues, unknown, UserFormBody>;
  canChoose: boolean;
}) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name: 'holidayLocation' });
  return (
    <Select
      ref={inputRef}
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
      error={error}
    />
  );
}
