import { Stack } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '../../../../../shared/schemas/projects.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { ProjectCard } from './project-card.tsx';

const GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

interface ProjectsGridProps {
  /** The list's query: its page of projects, and whether it is coming, failed or being replaced. */
  query: {
    data: { items: ProjectListItem[]; total: number; pageSize: number } | undefined;
    isPending: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  /** The page size asked for, until the answer says its own. */
  pageSize: number;
  onPage: (page: number) => void;
}

/** The cards, 12 a page, with the pages below once there is more than one (spec 001 §2.6). */
export function ProjectsGrid({ query, page, pageSize, onPage }: ProjectsGridProps) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <Stack gap="lg">
      <DataTable<ProjectListItem, number>
        {...listQueryState(query)}
        label={t('Projects')}
        columns={[]}
        rows={data?.items}
        rowKey={(project) => project.id}
        gallery={{ cols: GRID_COLS, card: (project) => <ProjectCard project={project} /> }}
        empty={{ title: t('No projects found!'), icon: <IconFolderOff aria-hidden /> }}
      />
      {data && data.total > 0 && (
        <ListPagination total={data.total} page={page} pageSize={data.pageSize || pageSize} onPage={onPage} />
      )}
    </Stack>
  );
}
