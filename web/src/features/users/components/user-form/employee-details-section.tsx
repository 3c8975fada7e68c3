import { Button, Group, Loader, Select, SimpleGrid, Text, TextInput, type SelectProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_CODE_MAX_LENGTH } from '../../../../../../shared/constants.ts';
import { stripNonAlphanumeric } from '../../../../../../shared/rules/people.ts';
import { managerAllowed, type SystemKey } from '../../../../../../shared/rules/roles.ts';
import {
  employeeCodeSchema,
  USER_MESSAGES,
  type CustomItemKind,
  type UserFormOptions,
} from '../../../../../../shared/schemas/users.schema.ts';
import { useFieldErrorText } from '../../../../lib/form-errors.ts';
import type { StripNotices } from './personal-details-section.tsx';
import { CUSTOM_ITEM_TITLES } from './custom-item-modal.tsx';
import { HolidayLocationSelect } from './holiday-location-select.tsx';
import { ProjectsMultiSelect } from './projects-multi-select.tsx';
import type { Availability } from './use-availability.ts';
import type { UserFormContext, UserFormMode, UserFormValues } from './user-form-values.ts';

interface SectionProps {
  form: UseFormReturn<UserFormValues, UserFormContext>;
  mode: UserFormMode;
  options: UserFormOptions;
  strip: StripNotices;
  codeCheck: Availability;
  /** The role of an Admin or Super admin being edited cannot change. */
  roleLocked: boolean;
  /** The options of a newly chosen manager are on their way: the old projects are not offered. */
  reloading: boolean;
  onAddCustom: (kind: CustomItemKind) => void;
}

/** A select with the 'Add' button that opens the matching custom item modal beside it. */
function WithAddButton({
  kind,
  onAdd,
  disabled = false,
  children,
}: {
  kind: CustomItemKind;
  onAdd: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Button
        variant="light"
        onClick={onAdd}
        disabled={disabled}
        aria-label={t(CUSTOM_ITEM_TITLES[kind])}
        title={t(CUSTOM_ITEM_TITLES[kind])}
        leftSection={<IconPlus size={14} aria-hidden />}
      >
        {t('Add')}
      </Button>
    </Group>
  );
}

const selectDefaults: Partial<SelectProps> = { searchable: true, withAsterisk: true, allowDeselect: false };

/**
 * Employee details, in the spec's order: employee id, department, designation, reporting manager,
 * role, projects; then the holiday location. Projects wait for a manager (spec 001 §4).
 */
export function EmployeeDetailsSection({
  form,
  mode,
  options,
  strip,
  codeCheck,
  roleLocked,
  reloading,
  onAddCustom,
}: SectionProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = form;
  const [roleId, managerId] = useWatch({ control, name: ['roleId', 'reportingManagerId'] });
  const roleKey: SystemKey = options.roles.find((role) => role.id === roleId)?.systemKey ?? null;
  const hasManager = managerAllowed(roleKey);
  const waitingForManager = (hasManager && !managerId) || reloading;

  /**
   * A new manager (or a role without one) clears the projects and permissions chosen for the old
   * one. Projects that were cleared say so at once ('Project is required!', spec 001 §5), and Save
   * or Update stays disabled until one is chosen again.
   */
  const changeManager = (next: string | null) => {
    form.setValue('reportingManagerId', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    const cleared = form.getValues('projectIds').length > 0;
    form.setValue('projectIds', [], { shouldDirty: true, shouldTouch: cleared, shouldValidate: cleared });
    form.setValue('permissions', [], { shouldDirty: true });
  };

  const nothingFound = t('No data found!');
  const placeholder = t('Select');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <Controller
        name="employeeCode"
        control={control}
        render={({ field, fieldState, formState }) => {
          const notice = strip.notice('employeeCode');
          const result = codeCheck.resultFor(field.value);
          const taken =
            result && !result.available ? (result.message ?? USER_MESSAGES.employeeCodeExists) : null;
          return (
            <TextInput
              {...field}
              onChange={(event) => {
                const { value, stripped } = stripNonAlphanumeric(event.currentTarget.value);
                strip.record('employeeCode', stripped, USER_MESSAGES.specialCharacters);
                field.onChange(value);
              }}
              onBlur={() => {
                strip.dismiss('employeeCode');
                field.onBlur();
                if (mode === 'add' && employeeCodeSchema.safeParse(field.value).success)
                  codeCheck.run(field.value);
              }}
              label={t('Employee ID')}
              withAsterisk
              disabled={mode === 'edit'}
              maxLength={EMPLOYEE_CODE_MAX_LENGTH}
              autoComplete="off"
              rightSection={codeCheck.checking ? <Loader size={16} aria-label={t('Checking…')} /> : null}
              error={
                notice ? t(notice) : (errorText(fieldState, formState) ?? (taken ? t(taken) : undefined))
              }
            />
          );
        }}
      />
      {(
        [
          ['departmentId', 'departments', 'Department', options.departments],
          ['designationId', 'designations', 'Designation', options.designations],
        ] as const
      ).map(([name, kind, label, items]) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState, formState }) => (
            <WithAddButton kind={kind} onAdd={() => onAddCustom(kind)}>
              <Select
                {...selectDefaults}
                {...field}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                label={t(label)}
                placeholder={placeholder}
                nothingFoundMessage={nothingFound}
                data={items.map((item) => ({ value: item.id, label: item.name }))}
                error={errorText(fieldState, formState)}
              />
            </WithAddButton>
          )}
        />
      ))}
      <Controller
        name="reportingManagerId"
        control={control}
        render={({ field, fieldState, formState }) => (
          <Select
            {...selectDefaults}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value}
            onChange={(value) => value !== field.value && changeManager(value)}
            label={t('Reporting manager')}
            placeholder={hasManager ? placeholder : t('No reporting manager')}
            disabled={!hasManager}
            withAsterisk={hasManager}
            nothingFoundMessage={nothingFound}
            data={options.managers.map((manager) => ({ value: manager.id, label: manager.fullName }))}
            filter={({ options: items, search }) => {
              const query = search.trim().toLowerCase();
              return items.filter((item) => {
                if (!('value' in item)) return false;
                const email = options.managers.find((m) => m.id === item.value)?.email ?? '';
                return item.label.toLowerCase().includes(query) || email.toLowerCase().includes(query);
              });
            }}
            renderOption={({ option }) => (
              <div>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {options.managers.find((m) => m.id === option.value)?.email}
                </Text>
              </div>
            )}
            error={hasManager ? errorText(fieldState, formState) : undefined}
          />
        )}
      />
      <Controller
        name="roleId"
        control={control}
        render={({ field, fieldState, formState }) => (
          <WithAddButton kind="roles" onAdd={() => onAddCustom('roles')} disabled={roleLocked}>
            <Select
              {...selectDefaults}
              {...field}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                const nextKey = options.roles.find((role) => role.id === value)?.systemKey ?? null;
                // An Admin has no reporting manager (spec 001 §4).
                if (!managerAllowed(nextKey) && form.getValues('reportingManagerId') !== null)
                  changeManager(null);
              }}
              label={t('Role')}
              placeholder={placeholder}
              disabled={roleLocked}
              nothingFoundMessage={nothingFound}
              data={options.roles.map((role) => ({ value: role.id, label: role.name }))}
              error={errorText(fieldState, formState)}
            />
          </WithAddButton>
        )}
      />
      <Controller
        name="projectIds"
        control={control}
        render={({ field, fieldState, formState }) => (
          <ProjectsMultiSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('Projects')}
            placeholder={waitingForManager ? undefined : placeholder}
            description={waitingForManager ? t('Choose a reporting manager first.') : undefined}
            disabled={waitingForManager}
            data={options.projects.map((project) => ({ value: project.id, label: project.name }))}
            error={errorText(fieldState, formState)}
          />
        )}
      />
      <HolidayLocationSelect form={form} canChoose={options.canChooseHolidayLocation} />
    </SimpleGrid>
  );
}
