import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, reportUsesDates } from '../../../../../shared/rules/reports.ts';
import type { IndividualReportQuery, ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import type { ReportFileFormat } from '../api/download-report.ts';
import { lastToDate, type ReportFormValues } from '../report-form-values.ts';
import { ReportDateInput } from './report-date-input.tsx';

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
 * (the To date no earlier than the From date nor later than today; changing the From date clears
 * it; both unused by the remaining balance), then the three downloads.
 */
export function ReportForm({ form, options, complete, downloading, onDownload }: ReportFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [type, from] = useWatch({ control: form.control, name: ['type', 'from'] });
  const datesOff = type !== null && !reportUsesDates(type);
  const datesTouched = Boolean(form.formState.touchedFields.from || form.formState.touchedFields.to);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          name="type"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <Select
              ref={field.ref}
              label={t('Report type')}
              placeholder={t('Choose a report type')}
              withAsterisk
              data={REPORT_TYPES.map((report) => ({ value: report.key, label: t(report.label) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="userId"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <Select
              ref={field.ref}
              label={t('Employee')}
              placeholder={t('Choose an employee')}
              withAsterisk
              searchable
              nothingFoundMessage={t('No data found!')}
              data={options.employees.map((person) => ({ value: person.id, label: person.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="from"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <ReportDateInput
              inputRef={field.ref}
              label={t('From date')}
              clearLabel={t('Clear from date')}
              value={field.value}
              onChange={(day) => {
                field.onChange(day);
                // A new start asks for a new end (spec 002 §5).
                if (form.getValues('to') !== '') form.setValue('to', '', { shouldValidate: true });
              }}
              onBlur={field.onBlur}
              maxDate={options.today}
              today={options.today}
              disabled={datesOff}
              error={datesOff ? undefined : errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="to"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <ReportDateInput
              inputRef={field.ref}
              label={t('To date')}
              clearLabel={t('Clear to date')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minDate={from || undefined}
              maxDate={lastToDate(from, options.today)}
              today={options.today}
              disabled={datesOff}
              // The period's length depends on both dates: its message shows once either was set.
              error={
                datesOff
                  ? undefined
                  : datesTouched && fieldState.error?.message
                    ? t(fieldState.error.message)
                    : errorText(fieldState, formState)
              }
            />
          )}
        />
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
