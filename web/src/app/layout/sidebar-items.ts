import {
  IconBriefcase,
  IconCalendarCheck,
  IconChartBar,
  IconChecklist,
  IconFileCertificate,
  IconHistory,
  IconHierarchy2,
  IconId,
  IconLayoutDashboard,
  IconMailOpened,
  IconReceiptTax,
  IconReportAnalytics,
  IconUserCheck,
  IconUsers,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';
import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';

type SessionAbility = keyof SessionUser['abilities'];

export interface SidebarItem {
  /** English label; the sidebar translates it. */
  label: string;
  icon: Icon;
  to?: string;
  /**
   * Paths (and their sub-paths) that highlight this entry; defaults to `to`. A path may name a
   * query parameter the address must carry ('/user-view?projectGuid').
   */
  matches?: string[];
  children?: SidebarItem[];
  /** Shown only when the server grants the signed-in person this ability. */
  ability?: SessionAbility;
}

/** The sidebar of spec 000 §2 Layout, in its order. */
export const SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Tasks', to: '/tasks-list', icon: IconChecklist, matches: ['/tasks-list', '/view-task'] },
  {
    label: 'Users',
    to: '/users-list',
    icon: IconUsers,
    matches: ['/users-list', '/user', '/add-user', '/user-view?userId'],
  },
  { label: 'Organization', to: '/management-tree', icon: IconHierarchy2 },
  {
    label: 'Projects',
    to: '/projects-list',
    icon: IconBriefcase,
    matches: ['/projects-list', '/project-team', '/project-details', '/user-view?projectGuid'],
  },
  {
    label: 'Attendance',
    to: '/attendance-record',
    icon: IconCalendarCheck,
    matches: ['/attendance-record', '/leave-approval', '/calendar'],
  },
  {
    label: 'Reports',
    to: '/Individual',
    icon: IconReportAnalytics,
    matches: ['/individual', '/group', '/late-early', '/absence', '/overtime', '/holiday'],
  },
  {
    label: 'HR Management',
    icon: IconId,
    children: [
      { label: 'Letter Requests', to: '/letter-requests', icon: IconMailOpened },
      {
        label: 'Performance Matrix',
        icon: IconChartBar,
        children: [
          { label: 'Self Appraisal', to: '/self-appraisal', icon: IconUserCheck },
          {
            label: 'Manager Appraisal',
            to: '/manager-appraisal',
            icon: IconUserStar,
            // Nobody to review and not HR: the entry would open an empty list.
            ability: 'reviewAppraisals',
            matches: ['/manager-appraisal', '/manager-appraisal-view'],
          },
        ],
      },
      { label: 'Investment Declarations', to: '/investment-declaration', icon: IconReceiptTax },
      { label: 'IT Proof Submission', to: '/it-proof', icon: IconFileCertificate },
    ],
  },
  // Every change recorded (issue 29): the Admins' audit log.
  { label: 'Audit log', to: '/audit', icon: IconHistory, ability: 'viewAuditLog' },
];

/** The entries the signed-in person is offered, as the server's abilities for them say. */
export function sidebarItemsFor(
  abilities: SessionUser['abilities'],
  items: readonly SidebarItem[] = SIDEBAR_ITEMS,
): SidebarItem[] {
  return items
    .filter((item) => !item.ability || abilities[item.ability])
    .map((item) => (item.children ? { ...item, children: sidebarItemsFor(abilities, item.children) } : item));
}

/** Whether the entry (or one of its children) is the current page; paths compare case-insensitively. */
export function isSidebarItemActive(item: SidebarItem, pathname: string, search = ''): boolean {
  if (item.children) return item.children.some((child) => isSidebarItemActive(child, pathname, search));
  const current = pathname.toLowerCase();
  const query = new URLSearchParams(search);
  const paths = item.matches ?? (item.to ? [item.to] : []);
  return paths.some((match) => {
    const [path = '', parameter] = match.split('?');
    if (parameter && !query.has(parameter)) return false;
    const base = path.toLowerCase();
    return current === base || current.startsWith(`${base}/`);
  });
}
