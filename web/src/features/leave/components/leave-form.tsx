import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  availableDays,
  insufficientBalanceMessage,
  LEAVE_MESSAGES,
  leaveDays,
  leaveDuration,
  MATERNITY_LEAVE_TYPE_ID,
  type HalfDay,
} from '../../../../../shared/rules/leave.ts';
import {
  leaveBodySchema,
  type Leave,
  type LeaveBody,
  type LeavePlanner,
} from '../../../../../shared/schemas/leave.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { applyApiError, shownError } from '../../../lib/form-errors.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useApplyLeave } from '../api/apply-leave.ts';
import { useUpdateLeave } from '../api/update-leave.ts';
import { formatDays } from '../leave-format.ts';
import { leaveCalendar } from '../leave-form-days.ts';
import { translateLeaveMessage } from '../leave-messages.ts';
import { LeaveDayBreakdown } from './leave-day-breakdown.tsx';
import { LeaveDateInput, LeaveTypeSelect } from './leave-form-fields.tsx';

/** The form as typed: the type and the dates start empty. */
interface LeaveFormValues {
  typeId: number | null;
  /** ISO days, or '' before one is chosen. */
  fromDate: string;
  toDate: string;
  /** null: the whole day (or a leave of several days). */
  halfDay: HalfDay | null;
  reason: string;
}

const EMPTY: LeaveFormValues = { typeId: null, fromDate: '', toDate: '', halfDay: null, reason: '' };

// The shared schema checks what the server checks; an empty type or date fails it with the spec's messages.
const resolver = zodResolver(leaveBodySchema) as unknown as Resolver<LeaveFormValues, unknown, LeaveBody>;

const REASON_LIMIT = textLimitOf(leaveBodySchema.shape.reason);

/** The fields whose change moves the duration: a server's word on one of them is stale once one changes. */
const DURATION_FIELDS: ReadonlyArray<FieldPath<LeaveFormValues>> = [
  'typeId',
  'fromDate',
  'toDate',
  'halfDay',
];

function valuesOf(leave: Leave | null): LeaveFormValues {
  if (!leave) return EMPTY;
  const { typeId, fromDate, toDate, halfDay, reason } = leave;
  return { typeId, fromDate, toDate, halfDay, reason };
}

/** A 422's detail about the duration (not a field of the form), and the rest of the error. */
function splitDurationDetail(error: unknown): { duration: string | null; rest: unknown } {
  if (!isApiError(error) || error.status !== 422) return { duration: null, rest: error };
  const detail = error.details.find((d) => d.path === 'duration');
  if (!detail) return { duration: null, rest: error };
  const others = error.details.filter((d) => d !== detail);
  return {
    duration: detail.message,
    rest: others.length > 0 ? new ApiError(error.status, error.code, error.message, others) : null,
  };
}

interface LeaveFormProps {
  planner: LeavePlanner;
  /** The own pending leave being edited, or null to apply. */
  leave: Leave | null;
  onClose: () => void;
}

/**
 * The leave form (spec 002 §2, §5): type, from and to dates on working days only, the half of a
 * one-day leave, the duration computed by the shared rule with its day-by-day breakdown, and the
 * reason. Save waits for a change, and stays off while the balance falls short or a server's
 * message stands; the server's field messages land under their fields.
 */
export function LeaveForm({ planner, leave, onClose }: LeaveFormProps) {
  const { t } = useTranslation();
  const apply = useApplyLeave();
  const update = useUpdateLeave();
  const form = useForm<LeaveFormValues, unknown, LeaveBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(leave),
  });
  const { isDirty, isValid, errors, touchedFields } = form.formState;
  const [serverAlert, setServerAlert] = useState<string | null>(null);
  const [durationServerError, setDurationServerError] = useState<string | null>(null);
  const calendar = useMemo(() => leaveCalendar(planner, leave?.id), [planner, leave?.id]);

  const [typeId, fromDate, toDate, halfDay] = useWatch({
    control: form.control,
    name: ['typeId', 'fromDate', 'toDate', 'halfDay'],
  });
  const hasRange = fromDate !== '' && toDate !== '' && toDate >= fromDate;
  const span = { from: fromDate, to: toDate, halfDay };
  const duration = hasRange ? leaveDuration(span, calendar.holidays) : 0;
  const days = hasRange ? leaveDays(fromDate, toDate, calendar.holidays) : [];

  /** What a request of the type may take; an edited leave's own days are free again for it. */
  const availableOf = (id: number): number => {
    const row = planner.balances.find((b) => b.typeId === id);
    if (!row) return 0;
    const ownHeld = leave && leave.typeId === id ? leave.duration : 0;
    return availableDays(row.balance, row.held - ownHeld);
  };

  const maternityRefused = typeId === MATERNITY_LEAVE_TYPE_ID && !planner.maternityAllowed;
  const overlaps = hasRange && calendar.overlapsOther(span);
  const datesTouched = Boolean(touchedFields.fromDate || touchedFields.toDate);
  const durationMessage =
    durationServerError ??
    (typeId !== null && hasRange && duration > availableOf(typeId)
      ? insufficientBalanceMessage(typeId, availableOf(typeId))
      : null) ??
    (hasRange && duration === 0 && datesTouched ? LEAVE_MESSAGES.durationRequired : null);
  const serverShown =
    serverAlert !== null ||
    durationServerError !== null ||
    Object.values(errors).some((error) => error?.type === 'server');
  const blocked = maternityRefused || overlaps || durationMessage !== null || (hasRange && duration === 0);

  // The form mounts once the planner is in, after the modal placed the focus: start on the type.
  useEffect(() => form.setFocus('typeId'), [form]);

  // A server's message stands until what it is about changes.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          setServerAlert(null);
          if (!name) return;
          const field = name as FieldPath<LeaveFormValues>;
          const related = DURATION_FIELDS.includes(field) ? DURATION_FIELDS : [field];
          if (related === DURATION_FIELDS) setDurationServerError(null);
          for (const each of related) {
            if (form.getFieldState(each).error?.type === 'server') form.clearErrors(each);
          }
        },
      }),
    [form],
  );

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (body, idempotencyKey) =>
      leave ? update.mutateAsync({ id: leave.id, body }) : apply.mutateAsync({ body, idempotencyKey }),
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: t('Saved'),
        message: t(leave ? LEAVE_MESSAGES.updated : LEAVE_MESSAGES.saved),
      });
      onClose();
    },
    onError: (error) => {
      const { duration: durationDetail, rest } = splitDurationDetail(error);
      if (durationDetail) setDurationServerError(durationDetail);
      const message = rest === null ? null : applyApiError(rest, form);
      if (!message) return;
      setServerAlert(message);
      notifications.show({ color: 'red', title: t('Error'), message: translateLeaveMessage(t, message) });
    },
  });

  useUnsavedChanges(isDirty && !submitting);

  const errorText = (...state: Parameters<typeof shownError>): string | undefined => {
    const message = shownError(...state);
    return message ? translateLeaveMessage(t, message) : undefined;
  };

  /** Moving a date drops what no longer fits: a to-date out of range, a half of a longer leave. */
  const settleDates = (from: string, to: string) => {
    if (to && (!from || to < from || to > calendar.lastToDate(from))) {
      form.setValue('toDate', '', {
        shouldDirty: true,
        shouldValidate: form.getFieldState('toDate').isTouched,
      });
      to = '';
    }
    if (form.getValues('halfDay') !== null && (!from || from !== to)) {
      form.setValue('halfDay', null, { shouldDirty: true });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage
          alert={serverAlert ? { color: 'red', message: translateLeaveMessage(t, serverAlert) } : null}
          onClose={() => setServerAlert(null)}
        />
        <Controller
          name="typeId"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <LeaveTypeSelect
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              availableOf={availableOf}
              error={maternityRefused ? t(LEAVE_MESSAGES.maternity) : errorText(fieldState, formState)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            name="fromDate"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <LeaveDateInput
                inputRef={field.ref}
                label={t('From date')}
                clearLabel={t('Clear from date')}
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  settleDates(day, form.getValues('toDate'));
                }}
                onBlur={field.onBlur}
                minDate={planner.today}
                maxDate={planner.lastDay}
                today={planner.today}
                calendar={calendar}
                error={overlaps ? t(LEAVE_MESSAGES.overlaps) : errorText(fieldState, formState)}
              />
            )}
          />
          <Controller
            name="toDate"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <LeaveDateInput
                inputRef={field.ref}
                label={t('To date')}
                clearLabel={t('Clear to date')}
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  settleDates(form.getValues('fromDate'), day);
                }}
                onBlur={field.onBlur}
                minDate={fromDate || planner.today}
                maxDate={fromDate ? calendar.lastToDate(fromDate) : planner.lastDay}
                today={planner.today}
                calendar={calendar}
                error={errorText(fieldState, formState)}
              />
            )}
          />
        </SimpleGrid>
        {fromDate !== '' && fromDate === toDate && (
          <Controller
            name="halfDay"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <Radio.Group
                label={t('Day')}
                value={field.value ?? 'full'}
                onChange={(value) => field.onChange(value === 'full' ? null : value)}
                error={errorText(fieldState, formState)}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="full" label={t('Full day')} />
                  <Radio value="first" label={t('First half')} />
                  <Radio value="second" label={t('Second half')} />
                </Group>
              </Radio.Group>
            )}
          />
        )}
        <LeaveDayBreakdown days={days} />
        <TextInput
          label={t('Duration')}
          readOnly
          value={formatDays(t, duration)}
          error={durationMessage ? translateLeaveMessage(t, durationMessage) : undefined}
        />
        <Controller
          name="reason"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <LimitedTextarea
              {...field}
              {...REASON_LIMIT}
              label={t('Reason')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={6}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton
            loading={submitting}
            disabled={!isDirty || !isValid || blocked || serverShown || submitting}
          >
            {t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
