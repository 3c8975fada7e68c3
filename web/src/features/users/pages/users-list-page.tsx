import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userListQuerySchema, type UserListItem } from '../../../../../shared/schemas/users.schema.ts';
import { nextSort } from '../../../components/list/list-address.ts';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useExportUsers } from '../api/export-users.ts';
import { USERS_ORDER, useUsers, type UsersOrderBy } from '../api/get-users.ts';
import { ChangeStatusDialog, type StatusChangeRequest } from '../components/change-status-dialog.tsx';
import type { StatusAction } from '../components/user-card.tsx';
import { UsersGrid } from '../components/users-grid.tsx';
import { UsersToolbar } from '../components/users-toolbar.tsx';

const NO_FILTERS = { designations: [], departments: [] };

/** The address names the filters by what they choose and the page size `size`; the order is the server's until chosen. */
const LIST_OPTIONS = {
  ...USERS_ORDER,
  names: { designationIds: 'designation', departmentIds: 'department', pageSize: 'size' },
} as const;

/** /users-list (spec 001 §2.1): the people in view as cards, searchable, filterable, sortable. */
export function UsersListPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, update] = useListParams(userListQuerySchema, LIST_OPTIONS);
  const users = useUsers(params);
  useLastPageWhenPast(params, users.isPlaceholderData ? undefined : users.data?.total, update);
  const exportUsers = useExportUsers();
  const [request, setRequest] = useState<StatusChangeRequest | null>(null);

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
        onSearch={(search) => update({ search }, { replace: true })}
        onFilter={(filter, ids) => update({ [filter]: ids })}
        onOrderBy={(field: UsersOrderBy) => update(nextSort(params, field))}
        onExport={onExport}
        exporting={exportUsers.isPending}
        canAddUser={user.abilities.addUser}
      />
      <UsersGrid
        query={users}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize }, { replace: true })}
        onStatusAction={onStatusAction}
      />
      <ChangeStatusDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
