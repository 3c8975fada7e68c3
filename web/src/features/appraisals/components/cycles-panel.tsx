import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_STATUS_LABELS, APPRAISAL_STATUSES } from '../../../../../shared/rules/appraisals.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { CycleListResponse } from '../../../../../shared/schemas/appraisals.schema.ts';
import { CycleFormModal } from './cycle-form-modal.tsx';

interface CyclesPanelProps {
  data: CycleListResponse;
  onOpened: (id: number) => void;
}

/** The cycles with their counts by status (ManageAppraisals), and the button that opens a new one. */
export function CyclesPanel({ data, onOpened }: CyclesPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="md">
      {data.abilities.create && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
            {t('New appraisal cycle')}
          </Button>
        </Group>
      )}
      {data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('No data found!')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table verticalSpacing="xs" fz="sm" aria-label={t('Appraisal cycles')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Cycle name')}</Table.Th>
                <Table.Th scope="col">{t('Period')}</Table.Th>
                <Table.Th scope="col">{t('Appraisal due date')}</Table.Th>
                {APPRAISAL_STATUSES.map((s) => (
                  <Table.Th key={s} scope="col" ta="end">
                    {t(APPRAISAL_STATUS_LABELS[s])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((cycle) => (
                <Table.Tr key={cycle.id}>
                  <Table.Td>{cycle.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(cycle.periodStart)} – {formatDay(cycle.periodEnd)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(cycle.dueDate)}</Table.Td>
                  {APPRAISAL_STATUSES.map((s) => (
                    <Table.Td key={s} ta="end">
                      {cycle.counts?.[s] ?? '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
