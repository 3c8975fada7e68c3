import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberPreview } from '../../../../../shared/schemas/projects.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

interface MembersPanelProps {
  projectId: number;
  members: MemberPreview[];
  memberCount: number;
}

/** The members panel of the details page: the first members, the count, and the way to the team. */
export function MembersPanel({ projectId, members, memberCount }: MembersPanelProps) {
  const { t } = useTranslation();
  const rest = memberCount - members.length;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="project-members" h="100%">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" id="project-members">
          {t('Members')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Members: {{number}}', { number: memberCount })}
        </Text>
      </Group>
      <Stack gap="sm">
        {members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('No data found!')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {members.map((member) => (
              <Group key={member.id} gap="sm" wrap="nowrap" component="li">
                <Avatar src={member.avatarUrl} name={member.fullName} color="initials" size={32} alt="" />
                <TruncatedText size="sm">{member.fullName}</TruncatedText>
              </Group>
            ))}
          </Stack>
        )}
        {rest > 0 && (
          <Text size="sm" c="dimmed">
            {t('+{{number}} more', { number: rest })}
          </Text>
        )}
        <Anchor component={Link} to={`/project-team/${projectId}`} size="sm" fw={500}>
          <Group gap={6} component="span">
            <IconUsersGroup size={16} aria-hidden />
            {t('View project team')}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
