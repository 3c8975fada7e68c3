import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { managerAllowed, roleLocked as isRoleLocked } from '../../../../../../shared/rules/roles.ts';
import type { CustomItemKind, NamedItem, UserDetail } from '../../../../../../shared/schemas/users.schema.ts';
import { DISCARD_CHANGES_STATE, useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { applyApiError } from '../../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useStripNotices } from '../../../../lib/use-strip-notices.ts';
import { useTimedAlert } from '../../../../lib/use-timed-alert.ts';
import { useCreateUser } from '../../api/create-user.ts';
import { useFormOptions } from '../../api/get-form-options.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { CustomItemModal } from './custom-item-modal.tsx';
import { EmployeeDetailsSection } from './employee-details-section.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import { PersonalDetailsSection, type StripField } from './personal-details-section.tsx';
import { useAvailability } from './use-availability.ts';
import { UserFormActions } from './user-form-actions.tsx';
import {
  EMPTY_USER_FORM,
  toCreateBody,
  toUpdateBody,
  userFormResolver,
  valuesFromUser,
  type UserFormContext,
  type UserFormMode,
  type UserFormValues,
} from './user-form-values.ts';

const FIELD_OF_KIND: Record<CustomItemKind, 'departmentId' | 'designationId' | 'roleId'> = {
  departments: 'departmentId',
  designations: 'designationId',
  roles: 'roleId',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function UserFormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('Loading…')}>
      {[260, 300, 120].map((height) => (
        <Skeleton key={height} height={height} radius="md" />
      ))}
    </Stack>
  );
}

interface UserFormProps {
  mode: UserFormMode;
  /** The person being edited; null when adding. */
  user: UserDetail | null;
}

/** Add or edit a user (spec 001 §2.4, §4, §5). */
export function UserForm({ mode, user }: UserFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => (user ? valuesFromUser(user) : EMPTY_USER_FORM));
  const lockedRole = mode === 'edit' && isRoleLocked(user?.role?.systemKey ?? null);
  const context: UserFormContext = {
    mode,
    managerRequired: !lockedRole || managerAllowed(user?.role?.systemKey ?? null),
  };
  const form = useForm<UserFormValues, UserFormContext>({
    resolver: userFormResolver,
    context,
    mode: 'onTouched',
    defaultValues: initial,
  });
  // Only the manager is watched here: it decides the options. Every keystroke elsewhere re-renders
  // just its own field (and the buttons), not the whole form.
  const managerId = useWatch({ control: form.control, name: 'reportingManagerId' });
  const options = useFormOptions({ userId: user?.id ?? null, managerId });
  const canChooseHolidayLocation = options.data?.canChooseHolidayLocation ?? false;
  const strip = useStripNotices<StripField>();
  const emailCheck = useAvailability('email');
  const codeCheck = useAvailability('employeeCode');
  const { alert, show, clear } = useTimedAlert();
  const [customKind, setCustomKind] = useState<CustomItemKind | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, idempotencyKey) => {
      clear();
      return mode === 'add'
        ? create.mutateAsync({ body: toCreateBody(values, canChooseHolidayLocation), idempotencyKey })
        : update.mutateAsync(toUpdateBody(values, canChooseHolidayLocation));
    },
    onSuccess: async (_saved, values) => {
      const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
      if (mode === 'add') {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('{{name}} has been added. An invitation e-mail has been sent to {{email}}.', {
            name,
            email: values.email,
          }),
        });
      } else {
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t('{{name}} has been updated.', { name }),
        });
      }
      await navigate('/users-list');
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });
  useUnsavedChanges(form.formState.isDirty && !submitting);

  if (options.isPending) return <UserFormSkeleton />;
  if (options.isError && !options.data) {
    return <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />;
  }

  // The role of an Admin or Super admin being edited stays, even though it is not on offer.
  const roles = [...options.data.roles];
  if (user?.role && !roles.some((role) => role.id === user.role?.id)) roles.unshift(user.role);
  const formOptions = { ...options.data, roles };

  const reset = () => {
    clear();
    strip.clearAll();
    emailCheck.reset();
    codeCheck.reset();
    form.reset(initial);
  };

  const onCustomCreated = (kind: CustomItemKind, item: NamedItem) =>
    form.setValue(FIELD_OF_KIND[kind], item.id, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  return (
    <>
      {/* The modal stays outside the form: React events cross portals, so its submit would submit both. */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <AlertMessage alert={alert} onClose={clear} />
          <Section title={t('Personal details')}>
            <PersonalDetailsSection form={form} mode={mode} strip={strip} emailCheck={emailCheck} />
          </Section>
          <Section title={t('Employee details')}>
            <EmployeeDetailsSection
              form={form}
              mode={mode}
              options={formOptions}
              strip={strip}
              codeCheck={codeCheck}
              roleLocked={lockedRole}
              reloading={options.isPlaceholderData}
              onAddCustom={setCustomKind}
            />
          </Section>
          <Section title={t('Permissions')}>
            <PermissionsSection
              form={form}
              grantable={options.data.permissions}
              held={user?.grantedPermissions ?? []}
              roles={roles}
              reloading={options.isPlaceholderData}
            />
          </Section>
          <UserFormActions
            control={form.control}
            mode={mode}
            pending={submitting}
            emailCheck={emailCheck}
            codeCheck={codeCheck}
            onCancel={() => void navigate('/users-list', { state: DISCARD_CHANGES_STATE })}
            onReset={reset}
          />
        </Stack>
      </form>
      <CustomItemModal kind={customKind} onClose={() => setCustomKind(null)} onCreated={onCustomCreated} />
    </>
  );
}
