import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_TAX_AMOUNT } from '../../../../../shared/schemas/tax-declaration.schema.ts';

interface AmountInputProps {
  /** English label, a translation key. */
  label: string;
  value: number;
  error?: string;
  readOnly: boolean;
  onChange: (value: number) => void;
}

/** Whole rupees for the year, grouped the Indian way (1,50,000); an emptied field counts as 0. */
export function AmountInput({ label, value, error, readOnly, onChange }: AmountInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t(label)}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
      prefix="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={MAX_TAX_AMOUNT}
      hideControls
      readOnly={readOnly}
      error={error ? t(error) : undefined}
      inputMode="numeric"
      dir="ltr"
    />
  );
}
