import { Button, Group, Stack } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  projectMembersQuerySchema,
  type ProjectMemberRow,
} from '../../../../../shared/schemas/projects.schema.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectMembers } from '../api/get-project-members.ts';
import { isProjectNotFound, ProjectNotFound } from '../components/project-not-found.tsx';
import { AddMembersModal } from '../components/team/add-members-modal.tsx';
import { RemoveMembersDialog } from '../components/team/remove-members-dialog.tsx';
import { TeamTable } from '../components/team/team-table.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';

/**
 * /project-team/{id} (spec 001 §2.7): the team, 10 a page, with Add user and Remove for whoever
 * holds AddProjectUser and DeleteProjectUser. Nobody can remove themself.
 */
export function ProjectTeamPage() {
  const { t } = useTranslation();
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const [params, update] = useListParams(projectMembersQuerySchema);
  const { page } = params;
  const members = useProjectMembers(id, page);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProjectMemberRow[] | null>(null);
  // The selection belongs to the page on show.
  const [selectionPage, setSelectionPage] = useState(page);
  if (selectionPage !== page) {
    setSelectionPage(page);
    setSelectedIds([]);
  }

  const data = members.data;
  // A page left empty by a removal, or an old link past the end, gives way to the last page.
  useLastPageWhenPast(params, members.isPlaceholderData ? undefined : data?.total, update);
  const title = data ? t('Project team( {{name}} )', { name: data.project.name }) : t('Project team');
  const rows = data?.items ?? [];
  const abilities = data?.abilities;
  const selectedRows = rows.filter((row) => selectedIds.includes(row.id) && row.abilities.remove);

  const goToPage = (next: number) => update({ page: next });

  const onRemoved = (removedIds: string[]) =>
    setSelectedIds((current) => current.filter((memberId) => !removedIds.includes(memberId)));

  const showRemoveSelected = Boolean(abilities?.removeMember) && rows.length > 0;
  const addButton = abilities?.addMember && (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('Add user')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('Projects'), to: '/projects-list' }, { label: t('Project team') }]}
      />
      {!validId || (members.isError && isProjectNotFound(members.error)) ? (
        <ProjectNotFound />
      ) : (
        <Stack gap="md">
          {(showRemoveSelected || addButton) && (
            <Group justify="flex-end" gap="sm">
              {showRemoveSelected && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconUserMinus size={16} aria-hidden />}
                  disabled={selectedRows.length === 0}
                  onClick={() => setRemoving(selectedRows)}
                >
                  {selectedRows.length > 0
                    ? t('Remove selected ({{number}})', { number: selectedRows.length })
                    : t('Remove selected')}
                </Button>
              )}
              {addButton}
            </Group>
          )}
          <TeamTable
            rows={data?.items}
            {...listQueryState(members)}
            canRemove={abilities?.removeMember ?? false}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            onRemove={(row) => setRemoving([row])}
          />
          {data && data.total > 0 && (
            <ListPagination total={data.total} page={page} pageSize={data.pageSize} onPage={goToPage} />
          )}
        </Stack>
      )}
      {validId && (
        <>
          <AddMembersModal opened={adding} projectId={id} onClose={() => setAdding(false)} />
          <RemoveMembersDialog
            projectId={id}
            people={removing}
            onClose={() => setRemoving(null)}
            onRemoved={onRemoved}
          />
        </>
      )}
    </>
  );
}
