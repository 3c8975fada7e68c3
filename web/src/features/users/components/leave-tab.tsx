import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveBalance } from '../../../../../shared/schemas/users.schema.ts';

const ROWS: { key: keyof LeaveBalance; label: string }[] = [
  { key: 'sickLeave', label: 'Sick leave' },
  { key: 'personalLeave', label: 'Personal leave' },
  { key: 'workFromHome', label: 'Work from home' },
  { key: 'optionalHoliday', label: 'Optional holiday' },
  { key: 'publicHoliday', label: 'Public holiday' },
  { key: 'maternityLeave', label: 'Maternity leave' },
  { key: 'paternityLeave', label: 'Paternity leave' },
  { key: 'compensatoryLeave', label: 'Compensatory leave' },
  { key: 'bereavementLeave', label: 'Bereavement leave' },
];

/** The person's real leave balances, in days (the spec's figures were static placeholders). */
export function LeaveTab({ balance }: { balance: LeaveBalance | null }) {
  const { t, i18n } = useTranslation();
  if (!balance) return <Text c="dimmed">{t('No data found!')}</Text>;
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('Leave balances, in days.')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} component="dl" m={0}>
        {ROWS.map(({ key, label }) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(label)}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {format.format(balance[key])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
