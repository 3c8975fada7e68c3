import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { managerAllowed, roleLocked as isRoleLocked } from '../../../../../../shared/rules/roles.ts';
import type { CustomItemKind, NamedItem, UserDetail } from '../../../../../../shared/schemas/users.schema.ts';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { DISCARD_CHANGES_STATE } from '../../../../components/unsaved-changes.tsx';
import { useCreateUser } from '../../api/create-user.ts';
import { useFormOptions } from '../../api/get-form-options.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { CustomItemModal } from './custom-item-modal.tsx';
import { EmployeeDetailsSection } from './employee-details-section.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import { PersonalDetailsSection } from './personal-details-section.tsx';
import { useAvailability } from './use-availability.ts';
import { useManagerRules } from './use-manager-rules.ts';
import { UserFormActions } from './user-form-actions.tsx';
import { Section, UserFormSkeleton } from './user-form-layout.tsx';
import { useUserFormSuccess } from './use-user-form-success.ts';
import * as values from './user-form-values.ts';

export { UserFormSkeleton } from './user-form-layout.tsx';

const FIELD_OF_KIND = {
  departments: 'departmentId',
  designations: 'designationId',
  roles: 'roleId',
} as const;

/** Add or edit a user (spec 001 §2.4, §4, §5). `user` is the person being edited; null when adding. */
export function UserForm({ mode, user }: { mode: values.UserFormMode; user: UserDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => (user ? values.valuesFromUser(user) : values.EMPTY_USER_FORM));
  const lockedRole = mode === 'edit' && isRoleLocked(user?.role?.systemKey ?? null);
  const [schema] = useState(() =>
    values.userFormSchema({
      mode,
      managerRequired: !lockedRole || managerAllowed(user?.role?.systemKey ?? null),
    }),
  );
  const form = useSchemaForm<values.UserFormValues, values.UserFormBody>(schema, initial);
  // Only the manager is watched here: it decides the options. Every keystroke elsewhere re-renders
  // just its own field (and the buttons), not the whole form.
  const managerId = useWatch({ control: form.control, name: 'reportingManagerId' });
  const options = useFormOptions({ userId: user?.id ?? null, managerId });
  const withHoliday = options.data?.canChooseHolidayLocation ?? false;
  const emailCheck = useAvailability('email');
  const codeCheck = useAvailability('employeeCode');
  const [customKind, setCustomKind] = useState<CustomItemKind | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  const onSuccess = useUserFormSuccess(mode);
  // The role of an Admin or Super admin being edited stays, even though it is not on offer.
  const roles = [...(options.data?.roles ?? [])];
  if (user?.role && !roles.some((role) => role.id === user.role?.id)) roles.unshift(user.role);
  useManagerRules(form, roles);

  if (options.isPending) return <UserFormSkeleton />;
  if (options.isError && !options.data) {
    return <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />;
  }

  const onCustomCreated = (kind: CustomItemKind, item: NamedItem) =>
    form.setValue(FIELD_OF_KIND[kind], item.id, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  return (
    <>
      {/* The modal stays outside the form: React events cross portals, so its submit would submit both. */}
      <FormShell
        form={form}
        send={(body, idempotencyKey) =>
          mode === 'add'
            ? create.mutateAsync({ body: values.toCreateBody(body, withHoliday), idempotencyKey })
            : update.mutateAsync(values.toUpdateBody(body, withHoliday))
        }
        onSuccess={onSuccess}
        submitLabel={mode === 'add' ? t('Save') : t('Update')}
        actions={({ submitting }) => (
          <UserFormActions
            control={form.control}
            mode={mode}
            pending={submitting}
            emailCheck={emailCheck}
            codeCheck={codeCheck}
            onCancel={() => void navigate('/users-list', { state: DISCARD_CHANGES_STATE })}
            onReset={() => {
              emailCheck.reset();
              codeCheck.reset();
              form.reset(initial);
            }}
          />
        )}
      >
        <Stack gap="lg">
          <Section title={t('Personal details')}>
            <PersonalDetailsSection form={form} mode={mode} emailCheck={emailCheck} />
          </Section>
          <Section title={t('Employee details')}>
            <EmployeeDetailsSection
              form={form}
              mode={mode}
              options={{ ...options.data, roles }}
              codeCheck={codeCheck}
              roleLocked={lockedRole}
              reloading={options.isPlaceholderData}
              onAddCustom={setCustomKind}
            />
          </Section>
          <Section title={t('Permissions')}>
            <PermissionsSection
              control={form.control}
              grantable={options.data.permissions}
              held={user?.grantedPermissions ?? []}
              roles={roles}
              reloading={options.isPlaceholderData}
            />
          </Section>
        </Stack>
      </FormShell>
      <CustomItemModal kind={customKind} onClose={() => setCustomKind(null)} onCreated={onCustomCreated} />
    </>
  );
}
