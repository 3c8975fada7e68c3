import { Stack, Tabs } from '@mantine/core';
import {
  IconBell,
  IconCalendarShare,
  IconClockPlay,
  IconLock,
  IconMapPin,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useSessionUser } from '../../lib/auth/get-me.ts';
import { canViewJobs } from '../../../../shared/rules/jobs.ts';
import { AccountSettingsForm } from '../../features/settings/components/account-settings-form.tsx';
import { BirthdayPanel } from '../../features/settings/components/birthday-panel.tsx';
import { CalendarFeedPanel } from '../../features/settings/components/calendar-feed-panel.tsx';
import { NotificationPreferencesForm } from '../../features/settings/components/notification-preferences-form.tsx';
import { ProfileSettingsForm } from '../../features/settings/components/profile-settings-form.tsx';
import { ScheduledJobsTable } from '../../features/settings/components/scheduled-jobs-table.tsx';
import { WorkSitesPanel } from '../../features/work-sites/components/work-sites-panel.tsx';

const TABS = ['profile', 'account', 'notifications', 'calendar', 'jobs', 'work-sites'] as const;
type SettingsTab = (typeof TABS)[number];

/**
 * /settings (spec 001 §2.5). The chosen tab is kept in the address (?tab=account, ?tab=jobs);
 * Notification settings (issue 29) and Calendar (issue 31: the calendar feed and one's birthday)
 * are everyone's;
 * Scheduled jobs is for Admins, Work sites for those who may manage attendance, and anyone else
 * asking for either gets the profile.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const showJobs = canViewJobs(user);
  const showWorkSites = user.abilities.manageAttendance;
  const allowed: Record<SettingsTab, boolean> = {
    profile: true,
    account: true,
    notifications: true,
    calendar: true,
    jobs: showJobs,
    'work-sites': showWorkSites,
  };
  const requested = params.get('tab');
  const tab: SettingsTab = TABS.find((value) => value === requested && allowed[value]) ?? 'profile';

  return (
    <>
      <PageHeader
        title={t('Settings')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Settings') }]}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('Profile settings')}
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconLock size={16} aria-hidden />}>
            {t('Account settings')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
            {t('Notification settings')}
          </Tabs.Tab>
          <Tabs.Tab value="calendar" leftSection={<IconCalendarShare size={16} aria-hidden />}>
            {t('Calendar')}
          </Tabs.Tab>
          {showJobs && (
            <Tabs.Tab value="jobs" leftSection={<IconClockPlay size={16} aria-hidden />}>
              {t('Scheduled jobs')}
            </Tabs.Tab>
          )}
          {showWorkSites && (
            <Tabs.Tab value="work-sites" leftSection={<IconMapPin size={16} aria-hidden />}>
              {t('Work sites')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationPreferencesForm />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <Stack gap="lg">
            <CalendarFeedPanel />
            <BirthdayPanel />
          </Stack>
        </Tabs.Panel>
        {showJobs && (
          <Tabs.Panel value="jobs">
            <ScheduledJobsTable />
          </Tabs.Panel>
        )}
        {showWorkSites && (
          <Tabs.Panel value="work-sites">
            <WorkSitesPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
