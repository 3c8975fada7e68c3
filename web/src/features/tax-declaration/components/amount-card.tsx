import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TAX_AMOUNT } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { NumberField } from '../../../components/form/number-field.tsx';
import type { AmountField, DeclarationControl } from '../declaration-fields.ts';

interface AmountCardProps {
  /** English title, a translation key. */
  title: string;
  /** Already translated, e.g. the section's cap. */
  hint?: string;
  fields: AmountField[];
  control: DeclarationControl;
  readOnly: boolean;
  children?: ReactNode;
}

/**
 * One section of the form: its amounts side by side, and any extra controls below. An amount is
 * whole rupees for the year, grouped the Indian way (1,50,000); an emptied box counts as 0.
 */
export function AmountCard({ title, hint, fields, control, readOnly, children }: AmountCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">
        {t(title)}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {fields.map((field) => (
          <NumberField
            key={field.path}
            control={control}
            name={field.path}
            label={t(field.label)}
            empty={0}
            prefix="₹"
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            allowDecimal={false}
            allowNegative={false}
            // Typed after the 0 of an emptied box, '0120' is 120, not text.
            allowLeadingZeros={false}
            min={0}
            max={MAX_TAX_AMOUNT}
            hideControls
            readOnly={readOnly}
            inputMode="numeric"
            dir="ltr"
          />
        ))}
      </SimpleGrid>
      {children}
    </Card>
  );
}
