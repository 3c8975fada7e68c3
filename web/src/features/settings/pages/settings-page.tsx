import { Tabs } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountSettingsForm } from '../components/account-settings-form.tsx';
import { ProfileSettingsForm } from '../components/profile-settings-form.tsx';

const TABS = ['profile', 'account'] as const;
type SettingsTab = (typeof TABS)[number];

/** /settings (spec 001 §2.5). The chosen tab is kept in the address (?tab=account). */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = TABS.find((value) => value === requested) ?? 'profile';

  return (
    <>
      <PageHeader
        title={t('Settings')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Settings') }]}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'account' ? { tab: 'account' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('Profile settings')}
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconLock size={16} aria-hidden />}>
            {t('Account settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountSettingsForm />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
