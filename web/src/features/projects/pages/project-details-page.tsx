import { Grid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ObjectHistory } from '../../../components/events/object-history.tsx';
import { useProjectDetails } from '../api/get-project-details.ts';
import { DeleteProjectDialog } from '../components/delete-project-dialog.tsx';
import { MembersPanel } from '../components/members-panel.tsx';
import { ProjectFormModal } from '../components/project-form/project-form-modal.tsx';
import { isProjectNotFound, ProjectNotFound } from '../components/project-not-found.tsx';
import { ProjectSummary } from '../components/project-summary.tsx';
import { TaskCountsPanel } from '../components/task-counts-panel.tsx';

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('Loading…')}>
      <Skeleton height={140} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Skeleton height={200} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Skeleton height={200} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /project-details/{guid} (spec 001 §2.8): the project, its task counts (each opening those
 * tasks) and its first members, with Edit and Delete when the caller may.
 */
export function ProjectDetailsPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const details = useProjectDetails(guid);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <PageHeader
        title={t('Project details')}
        breadcrumbs={[{ label: t('Projects'), to: '/projects-list' }, { label: t('Project details') }]}
      />
      {details.isPending ? (
        <DetailsSkeleton />
      ) : details.isError ? (
        isProjectNotFound(details.error) ? (
          <ProjectNotFound />
        ) : (
          <ErrorAlert error={details.error} onRetry={() => void details.refetch()} />
        )
      ) : (
        <Stack gap="lg">
          <ProjectSummary
            project={details.data}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <TaskCountsPanel projectGuid={details.data.guid} counts={details.data.counts} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <MembersPanel
                projectId={details.data.id}
                members={details.data.members}
                memberCount={details.data.memberCount}
              />
            </Grid.Col>
          </Grid>
          <ObjectHistory
            path={`/projects/${details.data.id}/history`}
            subject={{ kind: 'project', id: details.data.id }}
          />
          <ProjectFormModal
            opened={editing}
            mode="edit"
            project={details.data}
            onClose={() => setEditing(false)}
          />
          <DeleteProjectDialog opened={deleting} project={details.data} onClose={() => setDeleting(false)} />
        </Stack>
      )}
    </>
  );
}
