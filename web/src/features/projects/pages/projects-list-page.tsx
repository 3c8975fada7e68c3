import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECTS_PAGE_SIZE, projectListQuerySchema } from '../../../../../shared/schemas/projects.schema.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectFormModal } from '../components/project-form/project-form-modal.tsx';
import { ProjectsGrid } from '../components/projects-grid.tsx';
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
      <ProjectsGrid
        query={projects}
        page={params.page}
        pageSize={PROJECTS_PAGE_SIZE}
        onPage={(page) => update({ page })}
      />
      <ProjectFormModal opened={adding} mode="add" project={null} onClose={() => setAdding(false)} />
    </>
  );
}
