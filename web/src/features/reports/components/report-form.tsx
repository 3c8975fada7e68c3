import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES } from '../../../../../shared/rules/reports.ts';
import type { IndividualReportQuery, ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import type { ReportFileFormat } from '../api/download-report.ts';
import type { ReportFormValues } from '../report-form-values.ts';
import { ReportDateFields } from './report-date-fields.tsx';

/** The three downloads of a report, for the individual and the team reports alike. */
export const REPORT_DOWNLOAD_BUTTONS: readonly {
  format: ReportFileFormat;
  label: string;
  icon: typeof IconFileTypePdf;
}[] = [
  { format: 'pdf', label: 'Get PDF report', icon: IconFileTypePdf },
  { format: 'xlsx', label: 'Get excel report', icon: IconFileSpreadsheet },
  { format: 'csv', label: 'Get CSV report', icon: IconFileTypeCsv },
];

interface ReportFormProps {
  form: UseFormReturn<ReportFormValues, unknown, IndividualReportQuery>;
  options: ReportOptions;
  /** Whether the form names a type and a person, and its dates are fine. */
  complete: boolean;
  /** The format being downloaded, or null. */
  downloading: ReportFileFormat | null;
  onDownload: (format: ReportFileFormat) => void;
}

/**
 * The report form (spec 002 §2, §5): the type, the person, and the optional From and To dates
 * (ReportDateFields), then the three downloads.
 */
export function ReportForm({ form, options, complete, downloading, onDownload }: ReportFormProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={form.control}
          name="type"
          label={t('Report type')}
          placeholder={t('Choose a report type')}
          withAsterisk
          data={REPORT_TYPES.map((report) => ({ value: report.key, label: t(report.label) }))}
          allowDeselect={false}
        />
        <SelectField
          control={form.control}
          name="userId"
          label={t('Employee')}
          placeholder={t('Choose an employee')}
          withAsterisk
          searchable
          data={options.employees.map((person) => ({ value: person.id, label: person.name }))}
          allowDeselect={false}
        />
        <ReportDateFields form={form} today={options.today} />
      </SimpleGrid>
      <Group gap="sm">
        {REPORT_DOWNLOAD_BUTTONS.map(({ format, label, icon: Icon }) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'filled' : 'light'}
            leftSection={<Icon size={16} aria-hidden />}
            loading={downloading === format}
            disabled={!complete || (downloading !== null && downloading !== format)}
            onClick={() => onDownload(format)}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
