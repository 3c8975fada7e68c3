import { ActionIcon, Avatar, Badge, Card, Menu, Stack } from '@mantine/core';
import { IconBan, IconCircleCheck, IconDots, IconListCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserListItem } from '../../../../../shared/schemas/users.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

export type StatusAction = 'activate' | 'deactivate';

interface UserCardProps {
  user: UserListItem;
  onStatusAction: (action: StatusAction, user: UserListItem) => void;
}

/** A users-list card (spec 001 §2.1): opens the profile; its menu holds what the caller may do. */
export function UserCard({ user, onStatusAction }: UserCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { abilities } = user;
  const hasMenu = abilities.viewTasks || abilities.activate || abilities.deactivate || abilities.edit;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      pos="relative"
      h="100%"
      bg={user.isActive ? undefined : 'gray.0'}
    >
      {hasMenu && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              pos="absolute"
              top={8}
              style={{ zIndex: 1, insetInlineEnd: 8 }}
              aria-label={t('Actions for {{name}}', { name: user.fullName })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {abilities.viewTasks && (
              <Menu.Item
                leftSection={<IconListCheck size={16} aria-hidden />}
                onClick={() => void navigate(`/user-view?userId=${encodeURIComponent(user.id)}`)}
              >
                {t('View task')}
              </Menu.Item>
            )}
            {abilities.deactivate && (
              <Menu.Item
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => onStatusAction('deactivate', user)}
              >
                {t('Deactivate user')}
              </Menu.Item>
            )}
            {abilities.activate && (
              <Menu.Item
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                onClick={() => onStatusAction('activate', user)}
              >
                {t('Activate user')}
              </Menu.Item>
            )}
            {abilities.edit && user.isActive && (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => void navigate(`/add-user/${encodeURIComponent(user.id)}`)}
              >
                {t('Edit user')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <Stack align="center" gap={6} ta="center">
        <Avatar src={user.avatarUrl} name={user.fullName} color="initials" size={64} alt="" />
        <TruncatedText
          renderRoot={(props) => <Link to={`/user/${encodeURIComponent(user.id)}`} {...props} />}
          className="stretched-link"
          fw={600}
          c="inherit"
          td="none"
        >
          {user.fullName}
        </TruncatedText>
        <TruncatedText size="sm" c="dimmed">
          {user.designation?.name ?? '-'}
        </TruncatedText>
        {!user.isActive && (
          <Badge color="gray" variant="light">
            {t('Inactive')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
