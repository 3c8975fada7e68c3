import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useLeaveBalances } from '../api/get-leave-balances.ts';
import { LeaveBalanceCards } from './leave-balance-cards.tsx';

const FIRST_LEDGER_PAGE = { page: 1, pageSize: 10 };

/** A person's leave balances on their page; the Leave tab has the ledger behind them. */
export function PersonLeaveCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const balances = useLeaveBalances(userId, FIRST_LEDGER_PAGE);
  return (
    <SectionCard
      id="person-leave"
      title={t('Leave balances')}
      action={
        <Anchor component={Link} to="?tab=leave" size="sm">
          {t('Ledger')}
        </Anchor>
      }
      query={balances}
      skeletonHeight={100}
    >
      {(data) => <LeaveBalanceCards balances={data.balances} />}
    </SectionCard>
  );
}
