import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import { CheckboxField } from '../../../components/form/hr-fields.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { DEDUCTION_CARDS, INCOME_FIELDS, toPan, type DeclarationControl } from '../declaration-fields.ts';
import { formatRupees } from '../format-rupees.ts';
import { AmountCard } from './amount-card.tsx';

interface CardsProps {
  control: DeclarationControl;
  totals: TaxTotals;
  readOnly: boolean;
}

/** Income, HRA and the deduction sections of the declaration, as cards. */
export function DeclarationCards({ control, totals, readOnly }: CardsProps) {
  const { t } = useTranslation();
  const common = { control, readOnly };
  return (
    <>
      <AmountCard
        title="Income"
        hint={t('All amounts are for the whole financial year (April to March), in rupees.')}
        fields={INCOME_FIELDS}
        {...common}
      />
      <AmountCard
        title="HRA exemption"
        hint={t('Rent paid for the whole year. Landlord details are needed above ₹1,00,000 a year.')}
        fields={[{ path: 'hra.rentPaid', label: 'Rent paid' }]}
        {...common}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          <TextField {...common} name="hra.landlordName" label={t('Landlord name')} maxLength={100} />
          <TextField
            {...common}
            name="hra.landlordPan"
            label={t('Landlord PAN')}
            placeholder="ABCDE1234F"
            maxLength={10}
            transform={toPan}
            dir="ltr"
          />
        </SimpleGrid>
      </AmountCard>
      {DEDUCTION_CARDS.map((card) => {
        const total = totals.sections.find((s) => s.section === card.section)!;
        const hint =
          total.limit === null ? t('No cap') : t('Up to {{limit}}', { limit: formatRupees(total.limit) });
        return (
          <AmountCard key={card.section} title={card.title} hint={hint} fields={card.fields} {...common}>
            {card.section === '80D' && (
              <Group mt="sm" gap="lg">
                <CheckboxField
                  control={control}
                  name="section80D.spouseSenior"
                  label={t('My spouse is a senior citizen')}
                  disabled={readOnly}
                />
                <CheckboxField
                  control={control}
                  name="section80D.parentsSenior"
                  label={t('A parent is a senior citizen')}
                  disabled={readOnly}
                />
              </Group>
            )}
          </AmountCard>
        );
      })}
    </>
  );
}
