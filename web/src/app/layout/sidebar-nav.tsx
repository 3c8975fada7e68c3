import { NavLink, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isSidebarItemActive, SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items.ts';

interface SidebarNavProps {
  /** Called when a page link is followed (closes the navbar on small screens). */
  onNavigate: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('Main navigation')} type="scroll" h="100%">
      {SIDEBAR_ITEMS.map((item) => (
        <SidebarEntry
          key={item.label}
          item={item}
          pathname={pathname}
          search={search}
          onNavigate={onNavigate}
        />
      ))}
    </ScrollArea>
  );
}

interface SidebarEntryProps {
  item: SidebarItem;
  pathname: string;
  search: string;
  onNavigate: () => void;
}

function SidebarEntry({ item, pathname, search, onNavigate }: SidebarEntryProps) {
  const { t } = useTranslation();
  const active = isSidebarItemActive(item, pathname, search);
  const [opened, setOpened] = useState(active);
  const icon = <item.icon size={18} stroke={1.6} aria-hidden />;

  if (item.children) {
    // An anchor with href stays in the tab order; Enter and Space toggle the group.
    return (
      <NavLink
        href="#"
        role="button"
        aria-expanded={opened}
        label={t(item.label)}
        leftSection={icon}
        opened={opened}
        onChange={setOpened}
        childrenOffset={20}
      >
        {item.children.map((child) => (
          <SidebarEntry
            key={child.label}
            item={child}
            pathname={pathname}
            search={search}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  }

  return (
    <NavLink
      component={Link}
      to={item.to ?? '/'}
      label={t(item.label)}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
