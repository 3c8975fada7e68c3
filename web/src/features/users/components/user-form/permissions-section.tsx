import { SimpleGrid } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS, type PermissionGroup } from '../../../../../../shared/permissions.ts';
import { managerAllowed, type SystemKey } from '../../../../../../shared/rules/roles.ts';
import type { UserFormOptions } from '../../../../../../shared/schemas/users.schema.ts';
import { MultiSelectGroupsField } from '../../../../components/form/choice-fields.tsx';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

const GROUPS: { group: PermissionGroup; label: string }[] = [
  { group: 'Users', label: 'User permissions' },
  { group: 'Tasks', label: 'Task permissions' },
  { group: 'Projects', label: 'Project permissions' },
  { group: 'Holidays', label: 'Holiday permissions' },
  { group: 'Attendance', label: 'Attendance permissions' },
  { group: 'HR', label: 'HR permissions' },
];

interface SectionProps {
  control: Control<UserFormValues, unknown, UserFormBody>;
  /** What the signed-in user may grant, by group. */
  grantable: UserFormOptions['permissions'];
  /** What the person already holds: kept on offer even when the editor could not grant it. */
  held: string[];
  roles: { id: string; systemKey: SystemKey }[];
  /** The options of a newly chosen manager are on their way. */
  reloading: boolean;
}

/** The Permissions block: one multi-select per group (spec 001 §2.4); all of them fill `permissions`. */
export function PermissionsSection({ control, grantable, held, roles, reloading }: SectionProps) {
  const { t } = useTranslation();
  const [roleId, managerId] = useWatch({ control, name: ['roleId', 'reportingManagerId'] });
  const roleKey = roles.find((role) => role.id === roleId)?.systemKey ?? null;
  // Permissions wait for a reporting manager, like projects (spec 001 §4); an Admin has none.
  const disabled = (managerAllowed(roleKey) && !managerId) || reloading;
  const groups = GROUPS.map(({ group, label }) => ({
    label: t(label),
    data: PERMISSION_GROUPS[group].filter((name) => grantable[group].includes(name) || held.includes(name)),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <MultiSelectGroupsField
        control={control}
        name="permissions"
        groups={groups}
        placeholder={disabled ? undefined : t('Select')}
        description={disabled ? t('Choose a reporting manager first.') : undefined}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
