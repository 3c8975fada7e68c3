import { Avatar, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';

/** The person's projects as cards: first letter, name, description or a dash. */
export function ProjectsTab({ projects }: { projects: UserDetail['projects'] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text c="dimmed">{t('No data found!')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {projects.map((project) => (
        <Card key={project.id} withBorder radius="md" padding="md">
          <Group wrap="nowrap" align="flex-start">
            <Avatar color="initials" name={project.name} radius="md" alt="">
              {project.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {project.name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {project.description || '-'}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
