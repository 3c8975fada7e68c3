import { SimpleGrid, type SelectProps } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
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
import { SelectField } from '../../../../components/form/choice-fields.tsx';
import { AvailabilityField } from './availability-field.tsx';
import { HolidayLocationSelect } from './holiday-location-select.tsx';
import { ProjectsMultiSelect } from './projects-multi-select.tsx';
import { ReportingManagerField } from './reporting-manager-field.tsx';
import type { Availability } from './use-availability.ts';
import type { UserFormBody, UserFormMode, UserFormValues } from './user-form-values.ts';
import { WithAddButton } from './with-add-button.tsx';

interface SectionProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormBody>;
  mode: UserFormMode;
  options: UserFormOptions;
  codeCheck: Availability;
  /** The role of an Admin or Super admin being edited cannot change. */
  roleLocked: boolean;
  /** The options of a newly chosen manager are on their way: the old projects are not offered. */
  reloading: boolean;
  onAddCustom: (kind: CustomItemKind) => void;
}

const CODE_STRIP = { rule: stripNonAlphanumeric, message: USER_MESSAGES.specialCharacters };
const selectDefaults = {
  searchable: true,
  withAsterisk: true,
  allowDeselect: false,
} satisfies Partial<SelectProps>;

/**
 * Employee details, in the spec's order: employee id, department, designation, reporting manager,
 * role, projects; then the holiday location. Projects wait for a manager (spec 001 §4).
 */
export function EmployeeDetailsSection(props: SectionProps) {
  const { form, mode, options, codeCheck, roleLocked, reloading, onAddCustom } = props;
  const { t } = useTranslation();
  const { control } = form;
  const [roleId, managerId] = useWatch({ control, name: ['roleId', 'reportingManagerId'] });
  const roleKey: SystemKey = options.roles.find((role) => role.id === roleId)?.systemKey ?? null;
  const hasManager = managerAllowed(roleKey);
  const waitingForManager = (hasManager && !managerId) || reloading;
  const choices = (items: { id: string; name: string }[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  const select = { ...selectDefaults, control, placeholder: t('Select') };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <AvailabilityField
        form={form}
        name="employeeCode"
        mode={mode}
        check={codeCheck}
        checkable={(value) => employeeCodeSchema.safeParse(value).success}
        takenMessage={USER_MESSAGES.employeeCodeExists}
        label={t('Employee ID')}
        maxLength={EMPLOYEE_CODE_MAX_LENGTH}
        strip={CODE_STRIP}
      />
      <WithAddButton kind="departments" onAdd={onAddCustom}>
        <SelectField
          {...select}
          name="departmentId"
          label={t('Department')}
          data={choices(options.departments)}
        />
      </WithAddButton>
      <WithAddButton kind="designations" onAdd={onAddCustom}>
        <SelectField
          {...select}
          name="designationId"
          label={t('Designation')}
          data={choices(options.designations)}
        />
      </WithAddButton>
      <ReportingManagerField control={control} managers={options.managers} hasManager={hasManager} />
      <WithAddButton kind="roles" onAdd={onAddCustom} disabled={roleLocked}>
        <SelectField
          {...select}
          name="roleId"
          label={t('Role')}
          disabled={roleLocked}
          data={choices(options.roles)}
        />
      </WithAddButton>
      <ProjectsMultiSelect
        control={control}
        label={t('Projects')}
        placeholder={waitingForManager ? undefined : t('Select')}
        description={waitingForManager ? t('Choose a reporting manager first.') : undefined}
        disabled={waitingForManager}
        data={options.projects.map((project) => ({ value: project.id, label: project.name }))}
      />
      <HolidayLocationSelect control={control} canChoose={options.canChooseHolidayLocation} />
    </SimpleGrid>
  );
}
