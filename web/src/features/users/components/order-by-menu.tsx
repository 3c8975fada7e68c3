import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '../../../components/list/list-address.ts';
import type { UsersOrderBy } from '../api/get-users.ts';

const FIELDS: { field: UsersOrderBy; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'designation', label: 'Designation' },
];

interface OrderByMenuProps {
  orderBy: UsersOrderBy | null;
  sort: SortDirection;
  onSelect: (field: UsersOrderBy) => void;
}

/** Order by Name, Email or Designation; the chosen field shows its direction. */
export function OrderByMenu({ orderBy, sort, onSelect }: OrderByMenuProps) {
  const { t } = useTranslation();
  const Arrow = sort === 'asc' ? IconArrowUp : IconArrowDown;
  const directionLabel = sort === 'asc' ? t('ascending') : t('descending');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconArrowsSort size={16} aria-hidden />}>
          {t('Order by')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FIELDS.map(({ field, label }) => {
          const active = orderBy === field;
          return (
            <Menu.Item
              key={field}
              onClick={() => onSelect(field)}
              rightSection={active ? <Arrow size={14} aria-hidden /> : null}
              aria-current={active ? 'true' : undefined}
              fw={active ? 600 : undefined}
            >
              {t(label)}
              {active && <VisuallyHidden> ({directionLabel})</VisuallyHidden>}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
