import { Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '../../../../../shared/rules/reports.ts';
import type { IndividualReportQuery, ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useDownloadReport, type ReportFileFormat } from '../api/download-report.ts';
import {
  EMPTY_REPORT_FORM,
  reportFormResolver,
  reportFormSchema,
  reportRequestOf,
  type ReportFormValues,
} from '../report-form-values.ts';
import { ReportForm } from './report-form.tsx';
import { ReportPreview } from './report-preview.tsx';

/** The English message of a failed download: a 422's field message rather than its general one. */
function downloadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 422 && error.details[0]) return error.details[0].message;
  return errorMessage(error);
}

/**
 * The individual report (spec 002 §2 Reports screen, §5, §8): the form, its downloads with their
 * 'Reports' alerts (nothing is downloaded when there is no data), and the report on screen.
 */
export function ReportsPanel({ options }: { options: ReportOptions }) {
  const { t } = useTranslation();
  const schema = useMemo(() => reportFormSchema(options.today), [options.today]);
  const form = useForm<ReportFormValues, unknown, IndividualReportQuery>({
    resolver: reportFormResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_REPORT_FORM,
  });
  const [type, userId, from, to] = useWatch({
    control: form.control,
    name: ['type', 'userId', 'from', 'to'],
  });
  const request = useMemo(
    () => reportRequestOf(schema, { type, userId, from, to }),
    [schema, type, userId, from, to],
  );
  const employee = options.employees.find((person) => person.id === userId) ?? null;
  const download = useDownloadReport();

  // Another person in the hierarchy selector: someone chosen outside their team is chosen no more.
  useEffect(() => {
    if (userId !== null && !options.employees.some((person) => person.id === userId)) {
      form.setValue('userId', null, { shouldValidate: form.getFieldState('userId').isTouched });
    }
  }, [options.employees, userId, form]);

  const onDownload = (format: ReportFileFormat) => {
    if (!request || !employee) return;
    const show = (color: string, message: string) =>
      notifications.show({ color, title: t(REPORT_MESSAGES.alertTitle), message: t(message) });
    download.mutate(
      { request, format, employee: employee.name },
      {
        onSuccess: () => show('green', REPORT_MESSAGES.generated),
        onError: (error) =>
          isApiError(error) && error.code === 'no_data'
            ? show('yellow', REPORT_MESSAGES.noData)
            : show('red', downloadErrorMessage(error)),
      },
    );
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
