import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES } from '../../../../../shared/rules/leave.ts';
import {
  leaveBodySchema,
  type Leave,
  type LeaveBody,
  type LeavePlanner,
} from '../../../../../shared/schemas/leave.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { RadioGroupField } from '../../../components/form/choice-group-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useApplyLeave } from '../api/apply-leave.ts';
import { useUpdateLeave } from '../api/update-leave.ts';
import { formatDays } from '../leave-format.ts';
import { leaveCalendar } from '../leave-form-days.ts';
import { translateLeaveMessage } from '../leave-messages.ts';
import { LeaveDayBreakdown } from './leave-day-breakdown.tsx';
import { LeaveDateFields, LeaveTypeField } from './leave-form-fields.tsx';
import { leaveFormSchema, valuesOf, type LeaveFormValues } from './leave-form-schema.ts';
import { useLeaveDuration } from './use-leave-duration.ts';
import { useLeaveFormErrors } from './use-leave-form-errors.ts';
import { useLeaveFormUpkeep } from './use-leave-form-upkeep.ts';

const REASON_LIMIT = textLimitOf(leaveBodySchema.shape.reason);

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
  const calendar = useMemo(() => leaveCalendar(planner, leave?.id), [planner, leave?.id]);
  const schema = useMemo(() => leaveFormSchema(calendar), [calendar]);
  const form = useSchemaForm<LeaveFormValues, LeaveBody>(schema, valuesOf(leave));
  const { isDirty, isValid } = form.formState;
  const { serverShown, onError, clearAlert } = useLeaveFormErrors(form);
  useLeaveFormUpkeep(form, calendar, clearAlert);
  const sum = useLeaveDuration(form, planner, leave, calendar);

  // The form mounts once the planner is in, after the modal placed the focus: start on the type.
  useEffect(() => form.setFocus('typeId'), [form]);

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) =>
        leave ? update.mutateAsync({ id: leave.id, body }) : apply.mutateAsync({ body, idempotencyKey })
      }
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t(leave ? LEAVE_MESSAGES.updated : LEAVE_MESSAGES.saved),
        });
        onClose();
      }}
      onError={onError}
      onCancel={onClose}
      submitLabel={t('Save')}
      submitProps={{ disabled: !isDirty || !isValid || sum.blocked || serverShown }}
    >
      <LeaveTypeField
        control={form.control}
        typeId={sum.typeId}
        availableOf={sum.availableOf}
        error={sum.maternityRefused ? t(LEAVE_MESSAGES.maternity) : null}
      />
      <LeaveDateFields control={form.control} fromDate={sum.fromDate} planner={planner} calendar={calendar} />
      {sum.fromDate !== '' && sum.fromDate === sum.toDate && (
        <RadioGroupField
          control={form.control}
          name="halfDay"
          label={t('Day')}
          nullValue="full"
          data={[
            { value: 'full', label: t('Full day') },
            { value: 'first', label: t('First half') },
            { value: 'second', label: t('Second half') },
          ]}
        />
      )}
      <LeaveDayBreakdown days={sum.days} />
      <TextInput
        label={t('Duration')}
        readOnly
        value={formatDays(t, sum.duration)}
        error={sum.durationMessage ? translateLeaveMessage(t, sum.durationMessage) : undefined}
      />
      <TextareaField
        control={form.control}
        name="reason"
        limit={REASON_LIMIT}
        label={t('Reason')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={6}
      />
    </FormShell>
  );
}
