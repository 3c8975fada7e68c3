import { NavLink, useDirection } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ICON_ONLY_STYLES, SidebarTooltip } from './sidebar-nav.tsx';

interface SidebarToggleProps {
  collapsed: boolean;
  onToggle: () => void;
}

/** Collapses the desktop sidebar to its icons, and back; the icon points to the side it is on. */
export function SidebarToggle({ collapsed, onToggle }: SidebarToggleProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const label = collapsed ? t('Expand sidebar') : t('Collapse sidebar');
  const Icon =
    dir === 'rtl'
      ? collapsed
        ? IconLayoutSidebarRightExpand
        : IconLayoutSidebarRightCollapse
      : collapsed
        ? IconLayoutSidebarLeftExpand
        : IconLayoutSidebarLeftCollapse;
  return (
    <SidebarTooltip label={label} enabled={collapsed}>
      <NavLink
        component="button"
        type="button"
        label={label}
        aria-label={collapsed ? label : undefined}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        onClick={onToggle}
        c="dimmed"
        styles={collapsed ? ICON_ONLY_STYLES : undefined}
      />
    </SidebarTooltip>
  );
}
