import { Card, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { IndividualReportQuery, ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useDownloadReport, type ReportFileFormat } from '../api/download-report.ts';
import { useReportDownloadAlerts } from '../report-alerts.ts';
import {
  EMPTY_REPORT_FORM,
  reportFormSchema,
  reportRequestOf,
  type ReportFormValues,
} from '../report-form-values.ts';
import { useReportDateRules } from './report-date-fields.tsx';
import { ReportForm } from './report-form.tsx';
import { ReportPreview } from './report-preview.tsx';

// One array for good: useWatch subscribes again whenever its names are a new array, and must stay
// subscribed before useReportDateRules, so that a To cleared by a new From reaches it last.
const WATCHED = ['type', 'userId', 'from', 'to'] as const;

/**
 * The individual report (spec 002 §2 Reports screen, §5, §8): the form, its downloads with their
 * 'Reports' alerts (nothing is downloaded when there is no data), and the report on screen.
 */
export function ReportsPanel({ options }: { options: ReportOptions }) {
  const schema = useMemo(() => reportFormSchema(options.today), [options.today]);
  const form = useSchemaForm<ReportFormValues, IndividualReportQuery>(schema, EMPTY_REPORT_FORM);
  const [type, userId, from, to] = useWatch({ control: form.control, name: WATCHED });
  useReportDateRules(form);
  const request = useMemo(
    () => reportRequestOf(schema, { type, userId, from, to }),
    [schema, type, userId, from, to],
  );
  const employee = options.employees.find((person) => person.id === userId) ?? null;
  const download = useDownloadReport();
  const downloadAlerts = useReportDownloadAlerts();

  // Another person in the hierarchy selector: someone chosen outside their team is chosen no more.
  useEffect(() => {
    if (userId !== null && !options.employees.some((person) => person.id === userId)) {
      form.setValue('userId', null, { shouldValidate: form.getFieldState('userId').isTouched });
    }
  }, [options.employees, userId, form]);

  const onDownload = (format: ReportFileFormat) => {
    if (!request || !employee) return;
    download.mutate({ request, format, employee: employee.name }, downloadAlerts);
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <ReportForm
          form={form}
          options={options}
          complete={request !== null}
          downloading={download.isPending ? download.variables.format : null}
          onDownload={onDownload}
        />
      </Card>
      <ReportPreview request={request} employee={employee?.name ?? ''} today={options.today} />
    </Stack>
  );
}
