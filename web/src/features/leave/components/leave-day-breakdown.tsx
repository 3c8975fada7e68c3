import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveDay } from '../../../../../shared/rules/leave.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { weekdayName } from '../../../lib/format-weekday.ts';
import { DAY_KIND_TEXT } from '../leave-format.ts';

const KIND_COLORS = { working: 'blue', weekend: 'gray', holiday: 'grape' } as const;

/**
 * The chosen days one by one (spec 002 §5): which count as working days and which are a weekend
 * or a holiday (named), so that the duration explains itself.
 */
export function LeaveDayBreakdown({ days }: { days: LeaveDay[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (days.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} id={titleId}>
        {t('Day by day')}
      </Text>
      <ScrollArea.Autosize mah={220} type="auto">
        <Table verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(day.date)}</Table.Td>
                <Table.Td>{weekdayName(day.date, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={KIND_COLORS[day.kind]} variant="light">
                    {t(DAY_KIND_TEXT[day.kind])}
                  </Badge>
                  {day.holiday && (
                    <Text span size="sm" ms="xs">
                      {day.holiday}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </div>
  );
}
