import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_GUID, SEARCH_DEBOUNCE_MS } from '../../../../../shared/constants.ts';
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
  const [search, setSearch] = useState(params.search);
  // The address can change the search too (Back, the sidebar link): follow it.
  const [shownParam, setShownParam] = useState(params.search);
  if (params.search !== shownParam) {
    setShownParam(params.search);
    if (search.trim() !== params.search) setSearch(params.search);
  }
  const commitSearch = useDebouncedCallback(
    (value: string) => props.onSearch(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Group justify="space-between" gap="sm" mb="lg" wrap="wrap">
      <TextInput
        type="search"
        aria-label={t('Search users')}
        placeholder={t('Search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 260 }}
        maxLength={100}
      />
      <Group gap="sm" wrap="wrap">
        <CheckboxFilter
          label={t('Designation')}
          items={filters.designations}
          value={params.designationIds}
          onChange={(ids) => props.onFilter('designationIds', ids)}
        />
        <CheckboxFilter
          label={t('Department')}
          items={filters.departments}
          value={params.departmentIds}
          onChange={(ids) => props.onFilter('departmentIds', ids)}
        />
        <OrderByMenu orderBy={params.orderBy} sort={params.sort} onSelect={props.onOrderBy} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={props.onExport}
          loading={props.exporting}
        >
          {t('Export all')}
        </Button>
        {props.canAddUser && (
          <Button
            component={Link}
            to={`/add-user/${EMPTY_GUID}`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('Add user')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
