import { ActionIcon, Avatar, Badge, Group, Stack } from '@mantine/core';
import { IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectMemberRow } from '../../../../../../shared/schemas/projects.schema.ts';
import { DataTable } from '../../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../../components/list/data-table-types.ts';
import { TruncatedText } from '../../../../components/truncated-text.tsx';

interface TeamTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  rows: ProjectMemberRow[] | undefined;
  /** DeleteProjectUser: the selection column and the remove actions show. */
  canRemove: boolean;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  onRemove: (row: ProjectMemberRow) => void;
}

/**
 * The project team table (spec 001 §2.7): user, e-mail, user type and actions, with a selection
 * for removing several. Rows the caller may not remove (themself) cannot be selected.
 */
export function TeamTable({
  rows,
  canRemove,
  selectedIds,
  onSelectionChange,
  onRemove,
  ...state
}: TeamTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<ProjectMemberRow>[] = [
    {
      key: 'user',
      heading: t('User'),
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.avatarUrl} name={row.fullName} color="initials" size={32} alt="" />
          <Stack gap={0} miw={0}>
            <TruncatedText size="sm" fw={500}>
              {row.fullName}
            </TruncatedText>
          </Stack>
          {!row.isActive && (
            <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t('Inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'email',
      heading: t('Email'),
      cell: (row) => <TruncatedText size="sm">{row.email}</TruncatedText>,
    },
    { key: 'type', heading: t('User type'), width: 120, visibleFrom: 'md', cell: () => t('Member') },
  ];
  return (
    // A fixed layout gives the narrow columns their widths and the rest to the names, which are cut
    // rather than pushing the actions out of view.
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      layout="fixed"
      verticalSpacing="sm"
      withBorder
      skeletonRows={6}
      selection={
        canRemove
          ? {
              selected: selectedIds,
              onChange: onSelectionChange,
              canSelect: (row) => row.abilities.remove,
              rowLabel: (row) => t('Select {{name}}', { name: row.fullName }),
              allLabel: t('Select all users'),
            }
          : undefined
      }
      actions={
        canRemove
          ? {
              heading: t('Action'),
              width: 90,
              cell: (row) =>
                row.abilities.remove && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('Remove {{name}}', { name: row.fullName })}
                    onClick={() => onRemove(row)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                ),
            }
          : undefined
      }
      empty={{ icon: <IconUsersGroup aria-hidden />, description: t('Get started by adding a new user.') }}
      {...state}
    />
  );
}
