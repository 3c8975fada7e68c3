import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetails } from '../../../../../shared/schemas/projects.schema.ts';
import { ProjectThumbnail } from './project-thumbnail.tsx';

interface ProjectSummaryProps {
  project: ProjectDetails;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The head of the details page (spec 001 §2.8): thumbnail or letter, name, description and who
 * created it, with Edit and Delete when the caller may.
 */
export function ProjectSummary({ project, onEdit, onDelete }: ProjectSummaryProps) {
  const { t } = useTranslation();
  const { abilities } = project;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="project-name">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ProjectThumbnail name={project.name} url={project.thumbnailUrl} size={96} />
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} size="h3" id="project-name" style={{ wordBreak: 'break-word' }}>
            {project.name}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {project.description.trim() || '-'}
          </Text>
          <Text size="sm" c="dimmed">
            {t('Created by')}:{' '}
            <Text span size="sm" fw={500} c="var(--mantine-color-text)">
              {project.createdBy?.fullName ?? t('N/A')}
            </Text>
          </Text>
        </Stack>
        {(abilities.edit || abilities.delete) && (
          <Group gap="xs">
            {abilities.edit && (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('Edit project')}
              </Button>
            )}
            {abilities.delete && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
              >
                {t('Delete project')}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
