import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HOLIDAY_LOCATIONS,
  HOLIDAY_NAME_MAX_LENGTH,
  HOLIDAY_TYPES,
  PUBLIC_HOLIDAY_TYPE_ID,
} from '../../../../../../shared/rules/holidays.ts';
import { createHolidayBodySchema } from '../../../../../../shared/schemas/holidays.schema.ts';
import { DateField } from '../../../../components/form/date-fields.tsx';
import { SelectField } from '../../../../components/form/choice-fields.tsx';
import { TextField } from '../../../../components/form/text-fields.tsx';
import { TextareaField } from '../../../../components/form/textarea-field.tsx';
import { textLimitOf } from '../../../../lib/text-limit-of.ts';
import type { HolidayFormBody, HolidayFormMode, HolidayFormValues } from './holiday-form-values.ts';

/** Public holidays come from the national calendars only: the form offers the other types (spec 002 §3). */
export const CUSTOM_HOLIDAY_TYPES = HOLIDAY_TYPES.filter((type) => type.id !== PUBLIC_HOLIDAY_TYPE_ID);

const COMMENTS_LIMIT = textLimitOf(createHolidayBodySchema.shape.comments);

interface HolidayFieldsProps {
  control: Control<HolidayFormValues, unknown, HolidayFormBody>;
  mode: HolidayFormMode;
  /** The first day a holiday may be put on. */
  minDate: string;
  isTaken: (day: string) => boolean;
}

/** Name, type (fixed in edit), location (add only), the date (days with a holiday cannot be picked), comments. */
export function HolidayFields({ control, mode, minDate, isTaken }: HolidayFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={control}
        name="name"
        label={t('Holiday name')}
        withAsterisk
        maxLength={HOLIDAY_NAME_MAX_LENGTH}
        autoComplete="off"
        data-autofocus
      />
      <SelectField
        control={control}
        name="typeId"
        label={t('Holiday type')}
        placeholder={t('Select')}
        withAsterisk
        allowDeselect={false}
        disabled={mode === 'edit'}
        description={mode === 'edit' ? t('The holiday type cannot be changed.') : undefined}
        data={CUSTOM_HOLIDAY_TYPES.map((type) => ({ value: type.id, label: t(type.name) }))}
      />
      {mode === 'add' && (
        <SelectField
          control={control}
          name="location"
          label={t('Location')}
          withAsterisk
          allowDeselect={false}
          data={HOLIDAY_LOCATIONS.map((entry) => ({ value: entry.code, label: t(entry.name) }))}
        />
      )}
      <DateField
        control={control}
        name="date"
        label={t('Date')}
        withAsterisk
        minDate={minDate}
        excludeDate={isTaken}
        clearable={false}
        // No clear button: a holiday always has a day.
        clearLabel=""
      />
      <TextareaField
        control={control}
        name="comments"
        limit={COMMENTS_LIMIT}
        label={t('Comments')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={6}
      />
    </>
  );
}
