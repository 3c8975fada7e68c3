import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import type { TaxDeclarationData } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { DEDUCTION_CARDS, INCOME_FIELDS } from '../declaration-fields.ts';
import { formatRupees } from '../format-rupees.ts';
import { AmountCard } from './amount-card.tsx';

interface CardsProps {
  data: TaxDeclarationData;
  totals: TaxTotals;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (path: string, value: unknown) => void;
}

/** Income, HRA and the deduction sections of the declaration, as cards. */
export function DeclarationCards({ data, totals, errors, readOnly, onChange }: CardsProps) {
  const { t } = useTranslation();
  const common = { data, errors, readOnly, onChange };
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
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
          <TextInput
            label={t('Landlord name')}
            value={data.hra.landlordName}
            maxLength={100}
            readOnly={readOnly}
            error={error('hra.landlordName')}
            onChange={(e) => onChange('hra.landlordName', e.currentTarget.value)}
          />
          <TextInput
            label={t('Landlord PAN')}
            placeholder="ABCDE1234F"
            value={data.hra.landlordPan}
            maxLength={10}
            readOnly={readOnly}
            error={error('hra.landlordPan')}
            onChange={(e) => onChange('hra.landlordPan', e.currentTarget.value.toUpperCase())}
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
                <Checkbox
                  label={t('My spouse is a senior citizen')}
                  checked={data.section80D.spouseSenior}
                  disabled={readOnly}
                  onChange={(e) => onChange('section80D.spouseSenior', e.currentTarget.checked)}
                />
                <Checkbox
                  label={t('A parent is a senior citizen')}
                  checked={data.section80D.parentsSenior}
                  disabled={readOnly}
                  onChange={(e) => onChange('section80D.parentsSenior', e.currentTarget.checked)}
                />
              </Group>
            )}
          </AmountCard>
        );
      })}
    </>
  );
}
