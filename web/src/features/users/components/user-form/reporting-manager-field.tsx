import { Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFormOptions } from '../../../../../../shared/schemas/users.schema.ts';
import { SelectField } from '../../../../components/form/choice-fields.tsx';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

/** The reporting manager, found by name or e-mail, each shown with the e-mail under the name. */
export function ReportingManagerField({
  control,
  managers,
  hasManager,
}: {
  control: Control<UserFormValues, unknown, UserFormBody>;
  managers: UserFormOptions['managers'];
  /** Whether the role chosen has a manager at all (an Admin has none). */
  hasManager: boolean;
}) {
  const { t } = useTranslation();
  const emailOf = (id: string) => managers.find((manager) => manager.id === id)?.email ?? '';
  return (
    <SelectField
      control={control}
      name="reportingManagerId"
      searchable
      allowDeselect={false}
      label={t('Reporting manager')}
      placeholder={hasManager ? t('Select') : t('No reporting manager')}
      disabled={!hasManager}
      withAsterisk={hasManager}
      data={managers.map((manager) => ({ value: manager.id, label: manager.fullName }))}
      filter={({ options, search }) => {
        const query = search.trim().toLowerCase();
        return options.filter(
          (item) =>
            'value' in item &&
            (item.label.toLowerCase().includes(query) || emailOf(item.value).toLowerCase().includes(query)),
        );
      }}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {emailOf(option.value) || undefined}
          </Text>
        </div>
      )}
    />
  );
}
