import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportUsesDates } from '../../../../../shared/rules/reports.ts';
import type { IndividualReportQuery } from '../../../../../shared/schemas/reports.schema.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { lastToDate, type ReportFormValues } from '../report-form-values.ts';

/**
 * A new From clears To (spec 002 §5), and the period's length, judged on To, is told from then on;
 * a new type judges the dates again (the remaining balance uses none). The caller's useWatch of
 * the dates must have subscribed first (with names that stay the same array), so that the To
 * cleared here reaches it after the From it follows.
 */
export function useReportDateRules(form: UseFormReturn<ReportFormValues, unknown, IndividualReportQuery>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'from') form.setValue('to', '', { shouldTouch: true, shouldValidate: true });
      if (name === 'type' && form.getFieldState('to').isTouched) void form.trigger('to');
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/**
 * The report's optional From and To dates: From up to today; To no earlier than From nor later
 * than today or the longest period from From (useReportDateRules says the rest). The remaining
 * balance uses neither.
 */
export function ReportDateFields({
  form,
  today,
}: {
  form: UseFormReturn<ReportFormValues, unknown, IndividualReportQuery>;
  today: string;
}) {
  const { t } = useTranslation();
  const [type, from] = useWatch({ control: form.control, name: ['type', 'from'] });
  const datesOff = type !== null && !reportUsesDates(type);
  const lastTo = lastToDate(from, today);

  return (
    <>
      <DateField
        control={form.control}
        name="from"
        label={t('From date')}
        clearLabel={t('Clear from date')}
        maxDate={today}
        opensOn={today}
        disabled={datesOff}
      />
      <DateField
        control={form.control}
        name="to"
        label={t('To date')}
        clearLabel={t('Clear to date')}
        minDate={from || undefined}
        maxDate={lastTo}
        opensOn={lastTo}
        disabled={datesOff}
      />
    </>
  );
}
