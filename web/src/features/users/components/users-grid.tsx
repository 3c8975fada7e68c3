import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USERS_DEFAULT_PAGE_SIZE, USERS_PAGE_SIZES } from '../../../../../shared/constants.ts';
import type { UserListItem } from '../../../../../shared/schemas/users.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { UserCard, type StatusAction } from './user-card.tsx';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

interface UsersGridProps {
  /** The list's query: its page of people, and whether it is coming, failed or being replaced. */
  query: {
    data: { items: UserListItem[]; total: number } | undefined;
    isPending: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onStatusAction: (action: StatusAction, user: UserListItem) => void;
}

/**
 * The people as cards (spec 001 §2.1), then the size selector (from 20 rows) and the pages (when
 * the rows exceed a page).
 */
export function UsersGrid({ query, page, pageSize, ...handlers }: UsersGridProps) {
  const { t } = useTranslation();
  const total = query.data?.total;
  return (
    <Stack gap="lg">
      <DataTable<UserListItem, string>
        {...listQueryState(query)}
        label={t('Users')}
        columns={[]}
        rows={query.data?.items}
        rowKey={(user) => user.id}
        gallery={{
          cols: GRID_COLS,
          card: (user) => <UserCard user={user} onStatusAction={handlers.onStatusAction} />,
        }}
      />
      {total !== undefined && total > 0 && (
        <ListPagination
          total={total}
          page={page}
          pageSize={pageSize}
          pageSizes={USERS_PAGE_SIZES}
          onPage={handlers.onPage}
          onPageSize={total >= USERS_DEFAULT_PAGE_SIZE ? handlers.onPageSize : undefined}
        />
      )}
    </Stack>
  );
}
