import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECTS_PAGE_SIZE, projectListQuerySchema } from '../../../../../shared/schemas/projects.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectFormModal } from '../components/project-form/project-form-modal.tsx';
import { ProjectsGrid, ProjectsGridSkeleton } from '../components/projects-grid.tsx';
import { ProjectsToolbar } from '../components/projects-toolbar.tsx';

/** /projects-list (spec 001 §2.6): the projects the caller sees, as cards, searchable, 12 a page. */
export function ProjectsListPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(projectListQuerySchema);
  const projects = useProjects(params);
  const [adding, setAdding] = useState(false);
  useLastPageWhenPast(params, projects.data?.total, update);

  return (
    <>
      <PageHeader
        title={t('Projects')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Projects') }]}
      />
      <ProjectsToolbar
        search={params.search ?? ''}
        onSearch={(search) => update({ search }, { replace: true })}
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
