import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEAVE_CORRECTION_MAX_DAYS, LEAVE_TYPES } from '../../../../../shared/rules/leave.ts';
import type { LeaveCorrectionBody } from '../../../../../shared/schemas/leave.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';

/** The correction form as typed: nothing chosen yet. */
export interface CorrectionValues {
  typeId: number | null;
  /** Negative takes days away. The text while it is not a number yet ('', '-', '1.'). */
  days: number | string;
  reason: string;
}

type CorrectionControl = Control<CorrectionValues, unknown, LeaveCorrectionBody>;

/** The leave type whose balance is corrected (held as its id). */
export function LeaveTypeField({ control }: { control: CorrectionControl }) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={control}
      name="typeId"
      label={t('Leave type')}
      placeholder={t('Select')}
      withAsterisk
      allowDeselect={false}
      data-autofocus
      data={LEAVE_TYPES.map((type) => ({ value: type.id, label: t(type.name) }))}
    />
  );
}

/**
 * The days, by halves: a sign typed first ('-') or a decimal point ('1.') stays in the box while
 * the number is being typed; an emptied box holds '' (no number yet, as the schema reads text).
 */
export function CorrectionDaysField({ control }: { control: CorrectionControl }) {
  const { t } = useTranslation();
  return (
    <NumberField
      control={control}
      name="days"
      empty=""
      label={t('Days')}
      description={t('A negative number takes days away.')}
      withAsterisk
      step={0.5}
      decimalScale={1}
      min={-LEAVE_CORRECTION_MAX_DAYS}
      max={LEAVE_CORRECTION_MAX_DAYS}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
