import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustomItemKind, NamedItem, UserDetail } from '../../../../../../shared/schemas/users.schema.ts';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { DISCARD_CHANGES_STATE } from '../../../../components/unsaved-changes.tsx';
import { useCreateUser } from '../../api/create-user.ts';
import { useFormOptions } from '../../api/get-form-options.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { CustomItemModal } from './custom-item-modal.tsx';
import { useAvailability } from './use-availability.ts';
import { useManagerRules } from './use-manager-rules.ts';
import { useUserForm } from './use-user-form.ts';
import { UserFormActions } from './user-form-actions.tsx';
import { UserFormSkeleton } from './user-form-layout.tsx';
import { UserFormSections } from './user-form-sections.tsx';
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
  const { form, initial, lockedRole } = useUserForm(mode, user);
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
        <UserFormSections
          form={form}
          mode={mode}
          user={user}
          options={{ ...options.data, roles }}
          emailCheck={emailCheck}
          codeCheck={codeCheck}
          lockedRole={lockedRole}
          reloading={options.isPlaceholderData}
          onAddCustom={setCustomKind}
        />
      </FormShell>
      <CustomItemModal kind={customKind} onClose={() => setCustomKind(null)} onCreated={onCustomCreated} />
    </>
  );
}
