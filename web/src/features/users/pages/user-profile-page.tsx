import { Skeleton, Stack, Tabs } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendar,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconShieldCheck,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ObjectHistory } from '../../../components/events/object-history.tsx';
import { isNotFound, NotFoundCard } from '../../../components/not-found-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useUser } from '../../../lib/users/get-user.ts';
import { LeaveTab } from '../components/leave-tab.tsx';
import { PermissionsTab } from '../components/permissions-tab.tsx';
import { ProfileDetailsTab } from '../components/profile-details-tab.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProjectsTab } from '../components/projects-tab.tsx';

const TABS = ['overview', 'details', 'permissions', 'projects', 'leave', 'history'] as const;
type ProfileTab = (typeof TABS)[number];

interface UserProfilePageProps {
  /**
   * The person's page at a glance, first of the tabs (issue 31): their tasks, attendance, leave and
   * team, each from its own area. The app composes it (features do not import each other).
   */
  overview?: ((user: UserDetail) => ReactNode) | undefined;
}

/**
 * /user/{guid} (spec 001 §2.3), one page per person: an overview, then the profile's tabs. The
 * chosen tab is kept in the address (?tab=…).
 */
export function UserProfilePage({ overview }: UserProfilePageProps = {}) {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const user = useUser(guid);
  const [params, setParams] = useSearchParams();
  const first: ProfileTab = overview ? 'overview' : 'details';
  const tab: ProfileTab =
    TABS.find((value) => value === params.get('tab') && (value !== 'overview' || overview)) ?? first;

  return (
    <>
      <PageHeader
        title={t('User profile')}
        breadcrumbs={[{ label: t('Users'), to: '/users-list' }, { label: t('User profile') }]}
      />
      {user.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('Loading…')}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={36} width="60%" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : user.isError ? (
        isNotFound(user.error) ? (
          <NotFoundCard
            icon={<IconUserQuestion aria-hidden />}
            title={t('User not found.')}
            description={t('This person does not exist, or you do not have access to their profile.')}
            back={{ label: t('Back to users'), to: '/users-list' }}
          />
        ) : (
          <ErrorAlert error={user.error} onRetry={() => void user.refetch()} />
        )
      ) : (
        <>
          <ProfileHeader user={user.data} />
          <Tabs
            value={tab}
            onChange={(value) => setParams(value && value !== first ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              {overview && (
                <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
                  {t('Overview')}
                </Tabs.Tab>
              )}
              <Tabs.Tab value="details" leftSection={<IconId size={16} aria-hidden />}>
                {t('Profile details')}
              </Tabs.Tab>
              <Tabs.Tab value="permissions" leftSection={<IconShieldCheck size={16} aria-hidden />}>
                {t('Permissions')}
              </Tabs.Tab>
              <Tabs.Tab value="projects" leftSection={<IconBriefcase size={16} aria-hidden />}>
                {t('Projects')}
              </Tabs.Tab>
              <Tabs.Tab value="leave" leftSection={<IconCalendar size={16} aria-hidden />}>
                {t('Leave')}
              </Tabs.Tab>
              <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
                {t('History')}
              </Tabs.Tab>
            </Tabs.List>
            {overview && <Tabs.Panel value="overview">{overview(user.data)}</Tabs.Panel>}
            <Tabs.Panel value="details">
              <ProfileDetailsTab user={user.data} />
            </Tabs.Panel>
            <Tabs.Panel value="permissions">
              <PermissionsTab permissions={user.data.permissions} />
            </Tabs.Panel>
            <Tabs.Panel value="projects">
              <ProjectsTab projects={user.data.projects} />
            </Tabs.Panel>
            <Tabs.Panel value="leave">
              <LeaveTab userId={user.data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <ObjectHistory
                path={`/users/${user.data.id}/history`}
                subject={{ kind: 'person', id: user.data.id }}
                initiallyOpen
              />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </>
  );
}
