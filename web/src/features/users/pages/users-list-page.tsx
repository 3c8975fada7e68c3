import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UserListItem } from '../../../../../shared/schemas/users.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useExportUsers } from '../api/export-users.ts';
import { useUsers, type UsersListParams, type UsersOrderBy } from '../api/get-users.ts';
import { ChangeStatusDialog, type StatusChangeRequest } from '../components/change-status-dialog.tsx';
import type { StatusAction } from '../components/user-card.tsx';
import { UsersGrid, UsersGridSkeleton } from '../components/users-grid.tsx';
import { UsersToolbar } from '../components/users-toolbar.tsx';
import { nextSort, readListParams, writeListParams } from '../users-list-params.ts';

const NO_FILTERS = { designations: [], departments: [] };

/** /users-list (spec 001 §2.1): the people in view as cards, searchable, filterable, sortable. */
export function UsersListPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const users = useUsers(params);
  const exportUsers = useExportUsers();
  const [request, setRequest] = useState<StatusChangeRequest | null>(null);

  /** Any change but paging starts again at the first page. */
  const update = (change: Partial<UsersListParams>) =>
    setSearchParams((previous) => writeListParams({ ...readListParams(previous), page: 1, ...change }), {
      replace: true,
    });

  const onStatusAction = (action: StatusAction, person: UserListItem) =>
    setRequest({ action, person: { id: person.id, fullName: person.fullName, teamCount: person.teamCount } });

  const onExport = () =>
    exportUsers.mutate(params, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
    });

  return (
    <>
      <PageHeader
        title={t('Users')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Users') }]}
      />
      <UsersToolbar
        params={params}
        filters={users.data?.filters ?? NO_FILTERS}
        onSearch={(search) => update({ search })}
        onFilter={(filter, ids) => update({ [filter]: ids })}
        onOrderBy={(field: UsersOrderBy) => update(nextSort(params, field))}
        onExport={onExport}
        exporting={exportUsers.isPending}
        canAddUser={user.abilities.addUser}
      />
      {users.isPending ? (
        <UsersGridSkeleton />
      ) : users.isError ? (
        <ErrorAlert error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <UsersGrid
          items={users.data.items}
          total={users.data.total}
          page={params.page}
          pageSize={params.pageSize}
          refreshing={users.isPlaceholderData}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
          onStatusAction={onStatusAction}
        />
      )}
      <ChangeStatusDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
