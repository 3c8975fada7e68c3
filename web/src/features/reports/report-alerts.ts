import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '../../../../shared/rules/reports.ts';
import { ApiError, errorMessage, isApiError } from '../../lib/api-client.ts';

/**
 * A report's failure as it is shown, on screen or for a download: a 422's field message ('A report
 * covers at most 366 days.') rather than its general one.
 */
export function reportError(error: unknown): unknown {
  if (isApiError(error) && error.status === 422 && error.details[0]) {
    return new ApiError(error.status, error.code, error.details[0].message);
  }
  return error;
}

/** The English message of a report's failure, by the rule of reportError. */
export function reportErrorMessage(error: unknown): string {
  return errorMessage(reportError(error));
}

/**
 * The 'Reports' alerts of a download, for the individual and the team reports alike (spec 002 §8):
 * generated, no data (nothing was saved), or what failed. Pass them to the download's mutate.
 */
export function useReportDownloadAlerts() {
  const { t } = useTranslation();
  const show = (color: string, message: string) =>
    notifications.show({ color, title: t(REPORT_MESSAGES.alertTitle), message: t(message) });
  return {
    onSuccess: () => show('green', REPORT_MESSAGES.generated),
    onError: (error: unknown) =>
      isApiError(error) && error.code === 'no_data'
        ? show('yellow', REPORT_MESSAGES.noData)
        : show('red', reportErrorMessage(error)),
  };
}
