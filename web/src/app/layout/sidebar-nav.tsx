import { NavLink, ScrollArea, Tooltip, useDirection, type NavLinkProps } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/auth/get-me.ts';
import { isSidebarItemActive, sidebarItemsFor, type SidebarItem } from './sidebar-items.ts';

interface SidebarNavProps {
  /** Called when a page link is followed (closes the navbar on small screens). */
  onNavigate: () => void;
  /** The collapsed desktop sidebar: icons only, each named by its tooltip. */
  iconOnly?: boolean;
}

export function SidebarNav({ onNavigate, iconOnly = false }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { abilities } = useSessionUser();
  return (
    <ScrollArea
      component="nav"
      aria-label={t('Main navigation')}
      type="scroll"
      style={{ flex: 1, minHeight: 0 }}
    >
      {sidebarItemsFor(abilities).map((item) => (
        <SidebarEntry
          key={item.label}
          item={item}
          pathname={pathname}
          search={search}
          onNavigate={onNavigate}
          iconOnly={iconOnly}
        />
      ))}
    </ScrollArea>
  );
}

/** A collapsed entry: the icon centred, the label kept for screen readers in aria-label. */
export const ICON_ONLY_STYLES: NavLinkProps['styles'] = {
  root: { justifyContent: 'center' },
  section: { marginInline: 0 },
  body: { display: 'none' },
};

interface SidebarTooltipProps {
  label: string;
  /** Without it the child shows as it is: its label is on screen already. */
  enabled: boolean;
  children: ReactElement;
}

/** The name of a collapsed entry, on hover and on keyboard focus, beside the sidebar on either side. */
export function SidebarTooltip({ label, enabled, children }: SidebarTooltipProps) {
  const { dir } = useDirection();
  return (
    <Tooltip
      label={label}
      position={dir === 'rtl' ? 'left' : 'right'}
      disabled={!enabled}
      events={{ hover: true, focus: true, touch: false }}
      withArrow
    >
      {children}
    </Tooltip>
  );
}

interface SidebarEntryProps {
  item: SidebarItem;
  pathname: string;
  search: string;
  onNavigate: () => void;
  iconOnly: boolean;
}

function SidebarEntry({ item, pathname, search, onNavigate, iconOnly }: SidebarEntryProps) {
  const { t } = useTranslation();
  const active = isSidebarItemActive(item, pathname, search);
  const [opened, setOpened] = useState(active);
  const icon = <item.icon size={18} stroke={1.6} aria-hidden />;
  const label = t(item.label);
  const collapsedProps = iconOnly ? { 'aria-label': label, styles: ICON_ONLY_STYLES } : {};

  if (item.children) {
    // An anchor with href stays in the tab order; Enter and Space toggle the group. Collapsed, the
    // children show as icons below it, without the indent.
    return (
      <SidebarTooltip label={label} enabled={iconOnly}>
        <NavLink
          href="#"
          role="button"
          aria-expanded={opened}
          label={label}
          leftSection={icon}
          rightSection={iconOnly ? null : undefined}
          opened={opened}
          onChange={setOpened}
          childrenOffset={iconOnly ? 0 : 20}
          {...collapsedProps}
        >
          {item.children.map((child) => (
            <SidebarEntry
              key={child.label}
              item={child}
              pathname={pathname}
              search={search}
              onNavigate={onNavigate}
              iconOnly={iconOnly}
            />
          ))}
        </NavLink>
      </SidebarTooltip>
    );
  }

  return (
    <SidebarTooltip label={label} enabled={iconOnly}>
      <NavLink
        component={Link}
        to={item.to ?? '/'}
        label={label}
        leftSection={icon}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        {...collapsedProps}
      />
    </SidebarTooltip>
  );
}
