import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PROJECT_AVATARS_SHOWN,
  type ProjectListItem,
} from '../../../../../shared/schemas/projects.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { MemberAvatars } from './member-avatars.tsx';
import { ProjectThumbnail } from './project-thumbnail.tsx';

/**
 * A projects-list card (spec 001 §2.6). Its name is a link stretched over the whole card, so a
 * click anywhere, or Enter on the focused card, opens the project's details.
 */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" pos="relative" h="100%" component="article">
      <Stack gap="md" h="100%" justify="space-between">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ProjectThumbnail name={project.name} url={project.thumbnailUrl} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <TruncatedText
              renderRoot={(props) => (
                <Link to={`/project-details/${encodeURIComponent(project.guid)}`} {...props} />
              )}
              className="stretched-link"
              fw={600}
              c="inherit"
              td="none"
            >
              {project.name}
            </TruncatedText>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {project.description.trim() || '-'}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <MemberAvatars
            members={project.members}
            memberCount={project.memberCount}
            shown={PROJECT_AVATARS_SHOWN}
          />
          <Text size="xs" c="dimmed">
            {t('Members: {{number}}', { number: project.memberCount })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
