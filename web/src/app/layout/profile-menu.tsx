import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../../shared/rules/people.ts';
import { Link } from 'react-router';
import {
  AttendanceMenuItem,
  type AttendanceAction,
} from '../../features/attendance-marking/components/attendance-action.tsx';
import { useSessionUser } from '../../lib/auth/get-me.ts';
import { useLogout } from '../../lib/auth/logout.ts';

interface ProfileMenuProps {
  /** Mark attendance or punch out, an entry here on small screens (spec 000 §2 Layout). */
  attendance?: AttendanceAction;
}

export function ProfileMenu({ attendance }: ProfileMenuProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('Account menu of {{name}}', { name })}>
          <Group gap={8} wrap="nowrap">
            {/* The initials are a picture of the person, drawn by CSS: the button's label in
                its name (WCAG 2.5.3) is the name shown beside them. */}
            <Avatar src={user.avatarUrl} name={name} color="initials" size={34} alt="" aria-hidden>
              <span className="avatar-initials" data-initials={initials(user.firstName, user.lastName)} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {attendance && <AttendanceMenuItem action={attendance} />}
        <Menu.Item component={Link} to="/settings" leftSection={<IconUser size={16} aria-hidden />}>
          {t('Profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('Log out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
