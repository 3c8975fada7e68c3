import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPencil, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';

/** The profile's header (spec 001 §2.3): picture, name, e-mail, phone, and Edit profile when allowed. */
export function ProfileHeader({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const phone = [user.countryCode, user.phoneNumber].filter(Boolean).join(' ');
  return (
    <Card withBorder radius="md" padding="lg" mb="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={user.avatarUrl} name={user.fullName} color="initials" size={88} alt="" />
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {user.fullName}
              </Title>
              {!user.isActive && (
                <Badge color="gray" variant="light">
                  {t('Inactive')}
                </Badge>
              )}
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Group>
            {phone && (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Text size="sm" c="dimmed" dir="ltr">
                  {phone}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        {user.abilities.edit && (
          <Button
            component={Link}
            to={`/add-user/${encodeURIComponent(user.id)}`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('Edit profile')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
