import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBeach, IconCalendarCheck, IconCalendarStats, IconCalendarUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { AttendanceGridPanel } from '../../features/attendance-grid/components/attendance-grid-panel.tsx';
import { HolidaysPanel } from '../../features/holidays/components/holidays-panel.tsx';
import { LeaveApprovalPanel } from '../../features/leave/components/leave-approval-panel.tsx';
import { TeamCalendarPanel } from '../../features/leave/components/team-calendar-panel.tsx';

const TABS = [
  { value: 'attendance', label: 'Attendance', icon: IconCalendarStats },
  { value: 'team-calendar', label: 'Team calendar', icon: IconCalendarUser },
  { value: 'holidays', label: 'Holidays calendar', icon: IconBeach },
  { value: 'leave-approval', label: 'Leave approval', icon: IconCalendarCheck },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * /attendance-record (spec 002 §2, Attendance screen): the Attendance, Team calendar (issue 31),
 * Holidays calendar and Leave approval tabs; the chosen tab is in the address (?tab=), and on phones the tabs are a dropdown.
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabValue = isTab(requested) ? requested : 'attendance';
  const phone = useMediaQuery('(max-width: 36em)');
  const choose = (value: string | null) => {
    if (isTab(value)) setSearchParams(value === 'attendance' ? {} : { tab: value }, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('Attendance')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Attendance') }]}
      />
      <Tabs value={active} onChange={choose} keepMounted={false}>
        {phone ? (
          <Select
            mb="md"
            aria-label={t('Section')}
            data={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
            value={active}
            onChange={choose}
            allowDeselect={false}
          />
        ) : (
          <Tabs.List mb="md">
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        <Tabs.Panel value="attendance">
          <AttendanceGridPanel />
        </Tabs.Panel>
        <Tabs.Panel value="team-calendar">
          <TeamCalendarPanel />
        </Tabs.Panel>
        <Tabs.Panel value="holidays">
          <HolidaysPanel />
        </Tabs.Panel>
        <Tabs.Panel value="leave-approval">
          <LeaveApprovalPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
