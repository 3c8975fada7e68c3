import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_PAGE_SIZES } from '../../../../../shared/rules/leave.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useLeaveBalances } from '../api/get-leave-balances.ts';
import { LeaveBalanceCards } from './leave-balance-cards.tsx';
import { LeaveCorrectionModal } from './leave-correction-modal.tsx';
import { LeaveLedgerTable } from './leave-ledger-table.tsx';

const FIRST_PAGE: { page: number; pageSize: number } = { page: 1, pageSize: LEAVE_PAGE_SIZES[0] };

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
  const [page, setPage] = useState(FIRST_PAGE);
  const balances = useLeaveBalances(userId, page);
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
            page={page.page}
            pageSize={page.pageSize}
            pageSizes={LEAVE_PAGE_SIZES}
            onPage={(next) => setPage((current) => ({ ...current, page: next }))}
            onPageSize={(pageSize) => setPage({ page: 1, pageSize })}
          />
        )}
      </Stack>
      <LeaveCorrectionModal
        opened={correcting}
        userId={userId}
        onClose={() => setCorrecting(false)}
        onCorrected={() => setPage((current) => ({ ...current, page: 1 }))}
      />
    </Stack>
  );
}
