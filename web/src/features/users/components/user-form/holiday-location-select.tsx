import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_LOCATIONS } from '../../../../../../shared/rules/holidays.ts';
import { SelectField } from '../../../../components/form/choice-fields.tsx';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

/**
 * Holiday location: the calendar whose holidays the person's leave leaves out; none (null) follows
 * the organisation's. Only those the server says may choose it (form options,
 * canChooseHolidayLocation) can change it.
 */
export function HolidayLocationSelect({
  control,
  canChoose,
}: {
  control: Control<UserFormValues, unknown, UserFormBody>;
  canChoose: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={control}
      name="holidayLocation"
      label={t('Holiday location')}
      nullLabel={t('Organisation default')}
      allowDeselect={false}
      disabled={!canChoose}
      description={canChoose ? undefined : t('Only an Admin can change the holiday location.')}
      data={HOLIDAY_LOCATIONS.map((entry) => ({ value: entry.code, label: t(entry.name) }))}
    />
  );
}
