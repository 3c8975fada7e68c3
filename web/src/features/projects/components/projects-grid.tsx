import { Card, EmptyState, Group, Pagination, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '../../../../../shared/schemas/projects.schema.ts';
import { pageCountOf } from '../../../components/list/list-address.ts';
import { ProjectCard } from './project-card.tsx';

const GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

export function ProjectsGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label={t('Loading…')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="lg">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="90%" />
            </Stack>
          </Group>
          <Skeleton height={32} width={110} radius="xl" mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

interface ProjectsGridProps {
  items: ProjectListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onPage: (page: number) => void;
}

/** The cards, 12 a page, with the pages below once there is more than one (spec 001 §2.6). */
export function ProjectsGrid({ items, total, page, pageSize, refreshing, onPage }: ProjectsGridProps) {
  const { t } = useTranslation();
  const pages = pageCountOf(total, pageSize);
  return (
    <Stack gap="lg">
      {items.length === 0 ? (
        // Also a page past the end (projects were deleted meanwhile): the pages below lead back.
        <Card withBorder radius="md" padding="xl">
          <EmptyState icon={<IconFolderOff aria-hidden />} title={t('No projects found!')} />
        </Card>
      ) : (
        <SimpleGrid
          cols={GRID_COLS}
          aria-busy={refreshing}
          style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {items.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      )}
      {(total > pageSize || page > 1) && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('Previous page') : t('Next page'),
            })}
            getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
