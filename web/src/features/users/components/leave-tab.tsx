import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_PAGE_SIZES } from '../../../../../shared/rules/leave.ts';
import { ledgerQuerySchema } from '../../../../../shared/schemas/leave.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useLeaveBalances } from '../api/get-leave-balances.ts';
import { LeaveBalanceCards } from './leave-balance-cards.tsx';
import { LeaveCorrectionModal } from './leave-correction-modal.tsx';
import { LeaveLedgerTable } from './leave-ledger-table.tsx';

/**
 * The ledger's page in the address beside the profile's ?tab=leave, under names of its own (the
 * profile's other tabs may page lists of theirs), at the page sizes of the other leave lists.
 */
const LEDGER_OPTIONS = {
  names: { page: 'ledgerPage', pageSize: 'ledgerSize' },
  defaults: { pageSize: LEAVE_PAGE_SIZES[0] },
  pageSizes: LEAVE_PAGE_SIZES,
} as const;

function LeaveTabSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('Loading…')}>
      <Skeleton height={180} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

/**
 * The person's leave balances by type, and the ledger they add up from (GET /users/:id/leave-balances);
 * an Admin corrects a balance here, with a reason that stays on the ledger.
 */
export function LeaveTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, update] = useListParams(ledgerQuerySchema, LEDGER_OPTIONS);
  const balances = useLeaveBalances(userId, params);
  useLastPageWhenPast(params, balances.isPlaceholderData ? undefined : balances.data?.ledgerTotal, update);
  const [correcting, setCorrecting] = useState(false);

  if (balances.isPending) return <LeaveTabSkeleton />;
  if (balances.isError) return <ErrorAlert error={balances.error} onRetry={() => void balances.refetch()} />;
  const { data } = balances;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          {t('Leave balances, in days.')}
        </Text>
        {data.abilities.correct && (
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setCorrecting(true)}
          >
            {t('Correct balance')}
          </Button>
        )}
      </Group>
      <LeaveBalanceCards balances={data.balances} />
      <Stack gap="xs" component="section" aria-labelledby="leave-ledger-title">
        <Title order={3} size="h5" id="leave-ledger-title">
          {t('Leave ledger')}
        </Title>
        <LeaveLedgerTable entries={data.ledger} refreshing={balances.isPlaceholderData} />
        {data.ledgerTotal > 0 && (
          <ListPagination
            total={data.ledgerTotal}
            pageSizes={LEAVE_PAGE_SIZES}
            {...listPager(params, update)}
          />
        )}
      </Stack>
      <LeaveCorrectionModal
        opened={correcting}
        userId={userId}
        onClose={() => setCorrecting(false)}
        onCorrected={() => update({ page: 1 })}
      />
    </Stack>
  );
}
