import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveBalanceRow } from '../../../../../shared/schemas/leave.schema.ts';
import { formatDays } from './leave-format.ts';

/**
 * One card per leave type: the balance in days and, while pending requests hold some of it, what
 * they hold and what is left to ask for.
 */
export function LeaveBalanceCards({ balances }: { balances: LeaveBalanceRow[] }) {
  const { t, i18n } = useTranslation();
  const days = (value: number) => formatDays(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} component="dl" m={0}>
      {balances.map((row) => (
        <Card key={row.typeId} withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(row.typeName)}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {days(row.balance)}
          </Text>
          {row.held !== 0 && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {t('Held by pending requests: {{days}}', { days: days(row.held) })}
              <br />
              {t('Available: {{days}}', { days: days(row.available) })}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
