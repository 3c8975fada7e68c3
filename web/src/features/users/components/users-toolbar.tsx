import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_GUID } from '../../../../../shared/constants.ts';
import { ListExportButton } from '../../../components/list/list-export-button.tsx';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import type { NamedItem } from '../../../../../shared/schemas/users.schema.ts';
import type { UsersListParams, UsersOrderBy } from '../api/get-users.ts';
import { CheckboxFilter } from './checkbox-filter.tsx';
import { OrderByMenu } from './order-by-menu.tsx';

interface UsersToolbarProps {
  params: UsersListParams;
  filters: { designations: NamedItem[]; departments: NamedItem[] };
  onSearch: (search: string) => void;
  onFilter: (filter: 'designationIds' | 'departmentIds', ids: string[]) => void;
  onOrderBy: (field: UsersOrderBy) => void;
  onExport: () => void;
  exporting: boolean;
  canAddUser: boolean;
}

/** Search (debounced 800 ms), the checkbox filters, Order by, Export all and Add user. */
export function UsersToolbar(props: UsersToolbarProps) {
  const { t } = useTranslation();
  const { params, filters } = props;
  return (
    <ListToolbar
      mb="lg"
      search={{ value: params.search ?? '', label: t('Search users'), onSearch: props.onSearch }}
    >
      <CheckboxFilter
        label={t('Designation')}
        items={filters.designations}
        value={params.designationIds ?? []}
        onChange={(ids) => props.onFilter('designationIds', ids)}
      />
      <CheckboxFilter
        label={t('Department')}
        items={filters.departments}
        value={params.departmentIds ?? []}
        onChange={(ids) => props.onFilter('departmentIds', ids)}
      />
      <OrderByMenu orderBy={params.orderBy} sort={params.sort} onSelect={props.onOrderBy} />
      <ListExportButton label={t('Export all')} exporting={props.exporting} onExport={props.onExport} />
      {props.canAddUser && (
        <Button
          component={Link}
          to={`/add-user/${EMPTY_GUID}`}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('Add user')}
        </Button>
      )}
    </ListToolbar>
  );
}
