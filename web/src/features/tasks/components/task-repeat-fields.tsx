import { Group, Stack } from '@mantine/core';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  nthWeekdayOf,
  REPEAT_FREQUENCIES,
  REPEAT_MAX_COUNT,
  REPEAT_MAX_INTERVAL,
  REPEAT_WEEKDAYS,
  type RepeatFrequency,
} from '../../../../../shared/rules/task-repeat.ts';
import { MultiSelectField, SelectField } from '../../../components/form/choice-fields.tsx';
import { RadioGroupField } from '../../../components/form/choice-group-fields.tsx';
import { DateField } from '../../../components/form/date-fields.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { weekdayName } from '../../../lib/format-weekday.ts';
import { nthText, repeatWeekdayName } from '../task-repeat-format.ts';
import type { RepeatValues } from './task-repeat-values.ts';

/** The add and the edit task forms: a due date the repeat is counted from, and the repeat. */
interface RepeatFormValues extends FieldValues {
  dueDate: string;
  repeat: RepeatValues;
}

const FREQUENCY_LABELS: Record<RepeatFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};
const UNIT_LABELS: Record<RepeatFrequency, string> = {
  daily: 'days',
  weekly: 'weeks',
  monthly: 'months',
  yearly: 'years',
};

/**
 * Whether and how a task repeats (issue 31): how often, every how many, on which weekdays or
 * which day of the month (counted from the due date), and until when; the next task is added
 * when the last one is due. `editing`: the series of a task edited, where none ends it.
 */
export function TaskRepeatFields<T extends RepeatFormValues, V>({
  control,
  editing = false,
}: {
  control: Control<T, unknown, V>;
  editing?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => name as Path<T>;
  const frequency = useWatch({ control, name: field('repeat.frequency') }) as RepeatValues['frequency'];
  const endKind = useWatch({ control, name: field('repeat.end.kind') }) as RepeatValues['end']['kind'];
  const due = useWatch({ control, name: field('dueDate') }) as string;
  const weekdays = useWatch({ control, name: field('repeat.weekdays') }) as RepeatValues['weekdays'];
  return (
    <Stack gap="sm">
      <SelectField
        control={control}
        name={field('repeat.frequency')}
        label={t('Repeat')}
        nullLabel={t('Does not repeat')}
        description={editing && !frequency ? t('No more of it will be added.') : undefined}
        data={REPEAT_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
        allowDeselect={false}
      />
      {frequency && (
        <>
          <Group grow align="flex-start">
            <NumberField
              control={control}
              name={field('repeat.interval')}
              label={t('Every')}
              min={1}
              max={REPEAT_MAX_INTERVAL}
              allowDecimal={false}
              rightSection={t(UNIT_LABELS[frequency])}
              rightSectionWidth={80}
            />
            {frequency === 'weekly' && (
              <MultiSelectField
                control={control}
                name={field('repeat.weekdays')}
                label={t('On')}
                // None chosen: the due date's day, which the server takes then.
                placeholder={due && weekdays.length === 0 ? weekdayName(due, i18n.language) : undefined}
                data={REPEAT_WEEKDAYS.map((code) => ({
                  value: code,
                  label: repeatWeekdayName(code, i18n.language),
                }))}
              />
            )}
          </Group>
          {frequency === 'monthly' && due && (
            <RadioGroupField
              control={control}
              name={field('repeat.monthlyBy')}
              label={t('On')}
              data={[
                { value: 'day', label: t('On day {{day}}', { day: Number(due.slice(8, 10)) }) },
                {
                  value: 'weekday',
                  label: t('On {{nth}} {{weekday}}', {
                    nth: nthText(nthWeekdayOf(due), t),
                    weekday: weekdayName(due, i18n.language),
                  }),
                },
              ]}
            />
          )}
          <Group grow align="flex-start">
            <SelectField
              control={control}
              name={field('repeat.end.kind')}
              label={t('Ends')}
              allowDeselect={false}
              data={[
                { value: 'never', label: t('Never') },
                { value: 'until', label: t('On a date') },
                { value: 'count', label: t('After a number of times') },
              ]}
            />
            {endKind === 'until' && (
              <DateField
                control={control}
                name={field('repeat.end.date')}
                label={t('Last date')}
                minDate={due || undefined}
                opensOn={due || undefined}
                clearLabel={t('Clear last date')}
              />
            )}
            {endKind === 'count' && (
              <NumberField
                control={control}
                name={field('repeat.end.count')}
                label={t('Times')}
                min={1}
                max={REPEAT_MAX_COUNT}
                allowDecimal={false}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
