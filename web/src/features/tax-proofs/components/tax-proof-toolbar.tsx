import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  TAX_PROOF_STATUS_LABELS,
  TAX_PROOF_STATUSES,
  type TaxProofStatus,
} from '../../../../../shared/rules/tax-proofs.ts';
import { SearchInput } from '../../../components/list/list-search-input.tsx';
import { financialYearOptions } from '../tax-proof-format.ts';

interface TaxProofToolbarProps {
  view: 'mine' | 'all';
  canReviewAll: boolean;
  financialYear: number;
  currentFinancialYear: number;
  status: TaxProofStatus | null;
  search: string;
  onChange: (change: {
    view?: 'mine' | 'all';
    financialYear?: number;
    status?: TaxProofStatus | null;
    search?: string;
  }) => void;
  onUpload: () => void;
}

/** Whose documents (for reviewers), the financial year, the status, the name search and Upload. */
export function TaxProofToolbar(props: TaxProofToolbarProps) {
  const { t } = useTranslation();
  const { onChange } = props;
  return (
    <Group justify="space-between" gap="sm" mb="md" wrap="wrap" align="flex-end">
      <Group gap="sm" wrap="wrap" align="flex-end">
        {props.canReviewAll && (
          <SegmentedControl
            aria-label={t('Whose documents')}
            value={props.view}
            onChange={(value) => onChange({ view: value === 'all' ? 'all' : 'mine' })}
            data={[
              { value: 'mine', label: t('My documents') },
              { value: 'all', label: t('All documents') },
            ]}
          />
        )}
        <Select
          label={t('Financial year')}
          w={130}
          allowDeselect={false}
          data={financialYearOptions(props.currentFinancialYear)}
          value={String(props.financialYear)}
          onChange={(value) => value && onChange({ financialYear: Number(value) })}
        />
        <Select
          label={t('Status')}
          w={150}
          clearable
          placeholder={t('All statuses')}
          data={TAX_PROOF_STATUSES.map((value) => ({ value, label: t(TAX_PROOF_STATUS_LABELS[value]) }))}
          value={props.status}
          onChange={(value) => onChange({ status: value ?? null })}
        />
        {props.view === 'all' && (
          <SearchInput
            value={props.search}
            label={t('Search by name')}
            onSearch={(search) => onChange({ search })}
          />
        )}
      </Group>
      <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={props.onUpload}>
        {t('Upload document')}
      </Button>
    </Group>
  );
}
