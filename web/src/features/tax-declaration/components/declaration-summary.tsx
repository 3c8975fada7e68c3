import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeductionSection, TaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import { DEDUCTION_CARDS } from '../declaration-fields.ts';
import { formatRupees } from '../format-rupees.ts';

/** Each section's title, as its card shows it. */
const SECTION_TITLES = Object.fromEntries(
  DEDUCTION_CARDS.map((card) => [card.section, card.title]),
) as Record<DeductionSection, string>;

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} dir="ltr">
        {formatRupees(amount)}
      </Text>
    </Group>
  );
}

/** The totals as the shared rules compute them, refreshed on every keystroke. */
export function DeclarationSummary({ totals }: { totals: TaxTotals }) {
  const { t } = useTranslation();
  const { hra } = totals;
  return (
    <Card withBorder padding="md" aria-live="polite" aria-label={t('Summary')}>
      <Title order={3} size="h4" mb="sm">
        {t('Summary')}
      </Title>
      <Stack gap={6}>
        <Line label={t('Gross income')} amount={totals.grossIncome} />
        <Line label={t('HRA exemption')} amount={hra.exemption} />
        <Text size="xs" c="dimmed">
          {t(
            'Least of: HRA received {{received}}; rent over 10% of salary {{rent}}; {{percent}}% of salary {{share}}',
            {
              received: formatRupees(hra.received),
              rent: formatRupees(hra.rentOverTenPercent),
              percent: hra.sharePercent,
              share: formatRupees(hra.shareOfSalary),
            },
          )}
        </Text>
        <Line label={t('Standard deduction')} amount={totals.standardDeduction} />
        <Divider my={4} />
        {totals.sections.map((section) => {
          const capped = section.limit !== null && section.claimed > section.limit;
          return (
            <div key={section.section} data-testid={`summary-${section.section}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{t(SECTION_TITLES[section.section])}</Text>
                {capped && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('capped')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" dir="auto">
                {section.limit === null
                  ? t('{{allowed}} allowed (no cap)', { allowed: formatRupees(section.allowed) })
                  : t('{{allowed}} of {{limit}}', {
                      allowed: formatRupees(section.allowed),
                      limit: formatRupees(section.limit),
                    })}
                {section.claimed !== section.allowed &&
                  ` · ${t('claimed {{claimed}}', { claimed: formatRupees(section.claimed) })}`}
              </Text>
            </div>
          );
        })}
        <Divider my={4} />
        <Line label={t('Deductions allowed')} amount={totals.totalDeductions} />
        <Line label={t('Taxable income')} amount={totals.taxableIncome} strong />
        {totals.seniorCitizen && (
          <Badge variant="light" color="teal">
            {t('Senior citizen limits apply')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {t('Old tax regime figures; tax slabs are not computed, nor the 80G limit of 10% of income.')}
        </Text>
      </Stack>
    </Card>
  );
}
