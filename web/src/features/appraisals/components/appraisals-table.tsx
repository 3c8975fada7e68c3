import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { AppraisalRow } from '../../../../../shared/schemas/appraisals.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { AppraisalStatusBadge } from './appraisal-status-badge.tsx';

interface AppraisalsTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  items: AppraisalRow[] | undefined;
}

/** The manager appraisal list (spec 002 §2): Review when the viewer may write the review, else View. */
export function AppraisalsTable({ items, ...state }: AppraisalsTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AppraisalRow>[] = [
    {
      key: 'employee',
      heading: t('Employee name'),
      cell: (row) => (
        <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
          {row.employee.fullName}
        </TruncatedText>
      ),
    },
    { key: 'dueDate', heading: t('Appraisal due date'), nowrap: true, cell: (row) => formatDay(row.dueDate) },
    { key: 'status', heading: t('Status'), cell: (row) => <AppraisalStatusBadge status={row.status} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      minWidth={560}
      actions={{
        heading: t('Action'),
        cell: (row) => {
          const review = row.abilities.review || row.abilities.release;
          return (
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
          );
        },
      }}
      {...state}
    />
  );
}
