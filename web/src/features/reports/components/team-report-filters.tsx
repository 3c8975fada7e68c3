import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { teamReportUsesPeriod } from '../../../../../shared/rules/team-reports.ts';
import type { ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import type { ReportFileFormat } from '../api/download-report.ts';
import { ReportDateInput } from './report-date-input.tsx';
import { REPORT_DOWNLOAD_BUTTONS } from './report-form.tsx';
import type { TeamReportRequest } from '../team-report-kinds.ts';

interface TeamReportFiltersProps {
  request: TeamReportRequest;
  options: ReportOptions;
  onChange: (request: TeamReportRequest) => void;
  downloading: ReportFileFormat | null;
  onDownload: (format: ReportFileFormat) => void;
}

/**
 * The filters of spec 002's placeholder forms: the people of the hierarchy (none chosen: all of
 * them), the period (From/To, To not after today) or, for the leave balance, the "as on" day;
 * then the three downloads.
 */
export function TeamReportFilters({
  request,
  options,
  onChange,
  downloading,
  onDownload,
}: TeamReportFiltersProps) {
  const { t } = useTranslation();
  const period = teamReportUsesPeriod(request.kind);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: period ? 3 : 2 }} spacing="md">
        <MultiSelect
          label={t('Employees')}
          placeholder={request.userIds.length === 0 ? t('Everyone in your hierarchy') : undefined}
          data={options.employees.map((person) => ({ value: person.id, label: person.name }))}
          value={request.userIds}
          onChange={(userIds) => onChange({ ...request, userIds })}
          searchable
          clearable
          nothingFoundMessage={t('No data found!')}
          hidePickedOptions
        />
        {period ? (
          <>
            <ReportDateInput
              label={t('From date')}
              clearLabel={t('Clear from date')}
              value={request.from}
              onChange={(from) => onChange({ ...request, from })}
              maxDate={request.to || options.today}
              today={options.today}
            />
            <ReportDateInput
              label={t('To date')}
              clearLabel={t('Clear to date')}
              value={request.to}
              onChange={(to) => onChange({ ...request, to })}
              minDate={request.from || undefined}
              maxDate={options.today}
              today={options.today}
            />
          </>
        ) : (
          <ReportDateInput
            label={t('As on')}
            clearLabel={t('Clear to date')}
            value={request.asOf}
            onChange={(asOf) => onChange({ ...request, asOf })}
            maxDate={options.today}
            today={options.today}
          />
        )}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        {REPORT_DOWNLOAD_BUTTONS.map(({ format, label, icon: Icon }) => (
          <Button
            key={format}
            variant="light"
            leftSection={<Icon size={16} aria-hidden />}
            loading={downloading === format}
            disabled={downloading !== null && downloading !== format}
            onClick={() => onDownload(format)}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
