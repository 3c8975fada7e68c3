import { Card, Group, Pagination, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USERS_DEFAULT_PAGE_SIZE, USERS_PAGE_SIZES } from '../../../../../shared/constants.ts';
import type { UserListItem } from '../../../../../shared/schemas/users.schema.ts';
import { pageCountOf } from '../../../components/list/list-address.ts';
import { UserCard, type StatusAction } from './user-card.tsx';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

export function UsersGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label={t('Loading…')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="lg">
          <Stack align="center" gap={8}>
            <Skeleton circle height={64} />
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

interface UsersGridProps {
  items: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onStatusAction: (action: StatusAction, user: UserListItem) => void;
}

/** The cards, then the size selector (from 20 rows) and the pages (when rows exceed a page). */
export function UsersGrid({ items, total, page, pageSize, refreshing, ...handlers }: UsersGridProps) {
  const { t } = useTranslation();
  const controls = {
    showPageSize: total >= USERS_DEFAULT_PAGE_SIZE,
    showPagination: total > pageSize,
    pageCount: pageCountOf(total, pageSize),
  };

  return (
    <Stack gap="lg">
      {items.length === 0 ? (
        // Also a page past the end (people left the list): the pages below lead back.
        <Card withBorder radius="md" padding="xl">
          <Text ta="center" c="dimmed">
            {t('No data found!')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid
          cols={GRID_COLS}
          aria-busy={refreshing}
          style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {items.map((user) => (
            <UserCard key={user.id} user={user} onStatusAction={handlers.onStatusAction} />
          ))}
        </SimpleGrid>
      )}
      {(controls.showPageSize || controls.showPagination) && (
        <Group justify="space-between" wrap="wrap">
          {controls.showPageSize ? (
            <Select
              label={t('Rows per page')}
              data={USERS_PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(value) => value && handlers.onPageSize(Number(value))}
              allowDeselect={false}
              w={140}
            />
          ) : (
            <span />
          )}
          {controls.showPagination && (
            <Pagination
              total={controls.pageCount}
              value={page}
              onChange={handlers.onPage}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('Previous page') : t('Next page'),
              })}
              getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
