import { Button, Table } from '@mantine/core';
import { ListTable } from '../../../components/list-table.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { AppraisalRow } from '../../../../../shared/schemas/appraisals.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { AppraisalStatusBadge } from './appraisal-status-badge.tsx';

const COLUMNS = ['Employee name', 'Appraisal due date', 'Status', 'Action'] as const;

interface AppraisalsTableProps {
  items: AppraisalRow[];
  refreshing: boolean;
}

/** The manager appraisal list (spec 002 §2): Review when the viewer may write the review, else View. */
export function AppraisalsTable({ items, refreshing }: AppraisalsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable headings={COLUMNS.map((column) => t(column))} minWidth={560} refreshing={refreshing}>
      {items.map((row) => {
        const review = row.abilities.review || row.abilities.release;
        return (
          <Table.Tr key={row.id}>
            <Table.Td>
              <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
                {row.employee.fullName}
              </TruncatedText>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.dueDate)}</Table.Td>
            <Table.Td>
              <AppraisalStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={`/manager-appraisal?id=${row.id}`}
                size="xs"
                variant={review ? 'filled' : 'light'}
                aria-label={
                  review
                    ? t('Review the appraisal of {{name}}', { name: row.employee.fullName })
                    : t('View the appraisal of {{name}}', { name: row.employee.fullName })
                }
              >
                {review ? t('Review') : t('View')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
