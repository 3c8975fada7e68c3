import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  CustomItemKind,
  UserDetail,
  UserFormOptions,
} from '../../../../../../shared/schemas/users.schema.ts';
import { EmployeeDetailsSection } from './employee-details-section.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import { PersonalDetailsSection } from './personal-details-section.tsx';
import type { Availability } from './use-availability.ts';
import { Section } from './user-form-layout.tsx';
import type { UserFormBody, UserFormMode, UserFormValues } from './user-form-values.ts';

interface UserFormSectionsProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormBody>;
  mode: UserFormMode;
  /** The person being edited; null when adding. */
  user: UserDetail | null;
  /** What may be chosen, the roles including the locked one of an Admin being edited. */
  options: UserFormOptions;
  emailCheck: Availability;
  codeCheck: Availability;
  lockedRole: boolean;
  /** The options of a newly chosen manager are on their way. */
  reloading: boolean;
  onAddCustom: (kind: CustomItemKind) => void;
}

/** The user form's three blocks: Personal details, Employee details and Permissions. */
export function UserFormSections({ form, mode, user, options, ...props }: UserFormSectionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Section title={t('Personal details')}>
        <PersonalDetailsSection form={form} mode={mode} emailCheck={props.emailCheck} />
      </Section>
      <Section title={t('Employee details')}>
        <EmployeeDetailsSection
          form={form}
          mode={mode}
          options={options}
          codeCheck={props.codeCheck}
          roleLocked={props.lockedRole}
          reloading={props.reloading}
          onAddCustom={props.onAddCustom}
        />
      </Section>
      <Section title={t('Permissions')}>
        <PermissionsSection
          control={form.control}
          grantable={options.permissions}
          held={user?.grantedPermissions ?? []}
          roles={options.roles}
          reloading={props.reloading}
        />
      </Section>
    </Stack>
  );
}
