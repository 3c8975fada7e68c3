import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/constants.ts';
import { useSubtree } from '../../../lib/org/get-subtree.ts';
import { newManagerCandidates } from '../../../lib/org/subtree.ts';

interface NewManagerSelectProps {
  personId: string;
  teamCount: number;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/**
 * The new reporting manager for the team of someone leaving (spec 001 §2.2): anyone the caller
 * sees except the person and those below them.
 */
export function NewManagerSelect({ personId, teamCount, value, onChange, error }: NewManagerSelectProps) {
  const { t } = useTranslation();
  const subtree = useSubtree();
  const candidates = subtree.data ? newManagerCandidates(subtree.data, personId) : [];
  const data = candidates.map((node) => ({
    value: node.id,
    label: node.fullName,
    designation: node.designation,
  }));

  return (
    <Select
      label={t('New reporting manager')}
      description={t('Direct reports: {{number}}. Choose who they will report to.', { number: teamCount })}
      placeholder={subtree.isPending ? t('Loading…') : t('Select')}
      withAsterisk
      searchable
      data={data}
      value={value}
      onChange={onChange}
      disabled={subtree.isPending}
      error={error ?? (subtree.isError ? t(GENERIC_ERROR_MESSAGE) : undefined)}
      nothingFoundMessage={t('No data found!')}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const designation = data.find((item) => item.value === option.value)?.designation;
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {designation && (
              <Text size="xs" c="dimmed">
                {designation}
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}
