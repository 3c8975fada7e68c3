import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../../shared/schemas/audit.schema.ts';
import { changeLineText, changeLines } from '../../lib/events/event-format.ts';

/** An event's changed fields, a line each: "Due date: 30-11-2026 → 05-12-2026". */
export function EventChanges({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const lines = changeLines(event, t);
  if (lines.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
      {lines.map((line) => (
        <List.Item key={line.field}>
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            {changeLineText(line, t)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
