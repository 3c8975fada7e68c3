import { ActionIcon, Avatar, Badge, Checkbox, Group, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectMemberRow } from '../../../../../../shared/schemas/projects.schema.ts';
import { BELOW_SM_QUERY } from '../../../../lib/theme.ts';
import { TruncatedText } from '../../../../components/truncated-text.tsx';

interface TeamTableProps {
  rows: ProjectMemberRow[];
  /** DeleteProjectUser: the selection column and the remove actions show. */
  canRemove: boolean;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  onRemove: (row: ProjectMemberRow) => void;
  refreshing: boolean;
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
  refreshing,
}: TeamTableProps) {
  const { t } = useTranslation();
  // A phone shows the e-mail under the name: one copy of it on any screen, for screen readers too.
  const narrow = useMediaQuery(BELOW_SM_QUERY, false, { getInitialValueInEffect: false });
  const removable = rows.filter((row) => row.abilities.remove);
  const selected = new Set(selectedIds);
  const allSelected = removable.length > 0 && removable.every((row) => selected.has(row.id));
  const someSelected = removable.some((row) => selected.has(row.id));

  const toggle = (row: ProjectMemberRow, checked: boolean) =>
    onSelectionChange(checked ? [...selectedIds, row.id] : selectedIds.filter((id) => id !== row.id));

  return (
    // A fixed layout gives the narrow columns their widths and the rest to the names, which are cut
    // rather than pushing the actions out of view.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        layout="fixed"
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {canRemove && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('Select all users')}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={removable.length === 0}
                  onChange={(event) =>
                    onSelectionChange(event.currentTarget.checked ? removable.map((row) => row.id) : [])
                  }
                />
              </Table.Th>
            )}
            <Table.Th>{t('User')}</Table.Th>
            {!narrow && <Table.Th>{t('Email')}</Table.Th>}
            <Table.Th w={120} visibleFrom="md">
              {t('User type')}
            </Table.Th>
            {canRemove && <Table.Th w={90}>{t('Action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {canRemove && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('Select {{name}}', { name: row.fullName })}
                    checked={selected.has(row.id)}
                    disabled={!row.abilities.remove}
                    onChange={(event) => toggle(row, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={row.avatarUrl} name={row.fullName} color="initials" size={32} alt="" />
                  <Stack gap={0} miw={0}>
                    <TruncatedText size="sm" fw={500}>
                      {row.fullName}
                    </TruncatedText>
                    {narrow && (
                      <TruncatedText size="xs" c="dimmed">
                        {row.email}
                      </TruncatedText>
                    )}
                  </Stack>
                  {!row.isActive && (
                    <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                      {t('Inactive')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {!narrow && (
                <Table.Td>
                  <TruncatedText size="sm">{row.email}</TruncatedText>
                </Table.Td>
              )}
              <Table.Td visibleFrom="md">{t('Member')}</Table.Td>
              {canRemove && (
                <Table.Td>
                  {row.abilities.remove && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('Remove {{name}}', { name: row.fullName })}
                      onClick={() => onRemove(row)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
