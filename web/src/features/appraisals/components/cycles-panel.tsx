import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_STATUS_LABELS, APPRAISAL_STATUSES } from '../../../../../shared/rules/appraisals.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Cycle, CycleListResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn } from '../../../components/list/data-table-types.ts';
import { CycleFormModal } from './cycle-form-modal.tsx';

interface CyclesPanelProps {
  data: CycleListResponse;
  onOpened: (id: number) => void;
}

/** The cycles with their counts by status (ManageAppraisals), and the button that opens a new one. */
export function CyclesPanel({ data, onOpened }: CyclesPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns: DataColumn<Cycle>[] = [
    { key: 'name', heading: t('Cycle name'), cell: (cycle) => cycle.name },
    {
      key: 'period',
      heading: t('Period'),
      nowrap: true,
      cell: (cycle) => `${formatDay(cycle.periodStart)} – ${formatDay(cycle.periodEnd)}`,
    },
    {
      key: 'dueDate',
      heading: t('Appraisal due date'),
      nowrap: true,
      cell: (cycle) => formatDay(cycle.dueDate),
    },
    ...APPRAISAL_STATUSES.map((status): DataColumn<Cycle> => ({
      key: status,
      heading: t(APPRAISAL_STATUS_LABELS[status]),
      align: 'end',
      cell: (cycle) => cycle.counts?.[status] ?? '–',
    })),
  ];
  return (
    <Stack gap="md">
      {data.abilities.create && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
            {t('New appraisal cycle')}
          </Button>
        </Group>
      )}
      <DataTable
        columns={columns}
        rows={data.items}
        rowKey={(cycle) => cycle.id}
        label={t('Appraisal cycles')}
        minWidth={900}
      />
      <CycleFormModal
        opened={open}
        onClose={() => setOpen(false)}
        onCreated={(id) => {
          setOpen(false);
          onOpened(id);
        }}
      />
    </Stack>
  );
}
