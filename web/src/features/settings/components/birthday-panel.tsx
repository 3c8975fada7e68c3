import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthdayBodySchema, type BirthdayBody } from '../../../../../shared/schemas/users.schema.ts';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { monthName } from '../../../lib/format-weekday.ts';
import { useBirthday, useSetBirthday } from '../api/birthday.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The form's values: nothing chosen yet is null, which the schema refuses with its message. */
type BirthdayValues = { month: number | null; day: number | null };

/**
 * Settings > Calendar: the birthday one shows one's team. Only the day and month are asked for and
 * kept; it appears on the team calendar of the people one reports to, and stops at once when
 * removed.
 */
export function BirthdayPanel() {
  const { t } = useTranslation();
  const birthday = useBirthday();
  return (
    <Paper withBorder radius="md" p="lg" maw={720} component="section" aria-labelledby="birthday-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconCake size={20} aria-hidden />
          <Title order={2} size="h4" id="birthday-title">
            {t('Birthday')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            'Show your birthday to your team: it appears on the team calendar of the people you report to. Only the day and month are kept.',
          )}
        </Text>
        {birthday.data ? (
          <BirthdayForm shown={birthday.data.birthday} />
        ) : birthday.isError ? (
          <ErrorAlert error={birthday.error} onRetry={() => void birthday.refetch()} />
        ) : (
          <Skeleton height={64} role="status" aria-label={t('Loading…')} />
        )}
      </Stack>
    </Paper>
  );
}

function BirthdayForm({ shown }: { shown: BirthdayBody | null }) {
  const { t, i18n } = useTranslation();
  const save = useSetBirthday();
  const done = useTimedAlert();
  const [stored, setStored] = useState<BirthdayValues>(shown ?? { month: null, day: null });
  const form = useSchemaForm<BirthdayValues, BirthdayBody>(birthdayBodySchema, stored);
  const { isDirty } = form.formState;
  const remove = () => {
    done.clear();
    save.mutate(null, {
      onSuccess: () => {
        const none = { month: null, day: null };
        setStored(none);
        form.reset(none);
        done.show({ color: 'green', message: 'Your birthday is no longer shown.' });
      },
      onError: () => done.show({ color: 'red', message: 'Your birthday could not be removed. Try again.' }),
    });
  };
  return (
    <FormShell
      form={form}
      send={(values) => {
        done.clear();
        return save.mutateAsync(values);
      }}
      onSuccess={(_answer, values) => {
        setStored(values);
        form.reset(values);
        done.show({ color: 'green', message: 'Your birthday is shown to your team.' });
      }}
      afterSuccess="unlock"
      submitLabel={t('Save')}
      actions={({ submitting }) => (
        <Group justify="flex-end">
          {stored.month !== null && (
            <Button variant="default" type="button" loading={save.isPending && !submitting} onClick={remove}>
              {t('Stop showing my birthday')}
            </Button>
          )}
          <SubmitButton disabled={!isDirty} loading={submitting}>
            {t('Save')}
          </SubmitButton>
        </Group>
      )}
    >
      <AlertMessage alert={done.alert} onClose={done.clear} />
      <Group grow align="flex-start">
        <SelectField
          control={form.control}
          name="month"
          label={t('Month')}
          placeholder={t('Choose a month')}
          data={MONTHS.map((month) => ({ value: month, label: monthName(month, i18n.language) }))}
        />
        <SelectField
          control={form.control}
          name="day"
          label={t('Day')}
          placeholder={t('Choose a day')}
          data={DAYS.map((day) => ({ value: day, label: String(day) }))}
        />
      </Group>
    </FormShell>
  );
}
