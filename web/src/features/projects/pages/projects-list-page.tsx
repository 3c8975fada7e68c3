import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROJECTS_PAGE_SIZE } from '../../../../../shared/schemas/projects.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjects, type ProjectsListParams } from '../api/get-projects.ts';
import { ProjectFormModal } from '../components/project-form/project-form-modal.tsx';
import { ProjectsGrid, ProjectsGridSkeleton } from '../components/projects-grid.tsx';
import { ProjectsToolbar } from '../components/projects-toolbar.tsx';
import { readProjectsParams, writeProjectsParams } from '../projects-list-params.ts';

/** /projects-list (spec 001 §2.6): the projects the caller sees, as cards, searchable, 12 a page. */
export function ProjectsListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readProjectsParams(searchParams);
  const projects = useProjects(params);
  const [adding, setAdding] = useState(false);

  const update = (change: Partial<ProjectsListParams>) =>
    setSearchParams((previous) => writeProjectsParams({ ...readProjectsParams(previous), ...change }), {
      replace: true,
    });

  return (
    <>
      <PageHeader
        title={t('Projects')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Projects') }]}
      />
      <ProjectsToolbar
        search={params.search}
        // A new search starts again at the first page.
        onSearch={(search) => update({ search, page: 1 })}
        canCreate={projects.data?.canCreate ?? false}
        onAdd={() => setAdding(true)}
      />
      {projects.isPending ? (
        <ProjectsGridSkeleton />
      ) : projects.isError ? (
        <ErrorAlert error={projects.error} onRetry={() => void projects.refetch()} />
      ) : (
        <ProjectsGrid
          items={projects.data.items}
          total={projects.data.total}
          page={params.page}
          pageSize={projects.data.pageSize || PROJECTS_PAGE_SIZE}
          refreshing={projects.isPlaceholderData}
          onPage={(page) => update({ page })}
        />
      )}
      <ProjectFormModal opened={adding} mode="add" project={null} onClose={() => setAdding(false)} />
    </>
  );
}
