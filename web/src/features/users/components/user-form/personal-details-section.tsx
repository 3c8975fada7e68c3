import { Group, Loader, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_LENGTH } from '../../../../../../shared/constants.ts';
import { stripNameCharacters, stripNonDigits } from '../../../../../../shared/rules/people.ts';
import { USER_MESSAGES, userEmailSchema } from '../../../../../../shared/schemas/users.schema.ts';
import { CountryCodeField } from '../../../../components/country-code-field.tsx';
import { useFieldErrorText } from '../../../../lib/form-errors.ts';
import type { useStripNotices } from '../../../../lib/use-strip-notices.ts';
import type { Availability } from './use-availability.ts';
import type { UserFormContext, UserFormMode, UserFormValues } from './user-form-values.ts';

export type StripField = 'firstName' | 'lastName' | 'phoneNumber' | 'employeeCode';
export type StripNotices = ReturnType<typeof useStripNotices<StripField>>;

interface SectionProps {
  form: UseFormReturn<UserFormValues, UserFormContext>;
  mode: UserFormMode;
  strip: StripNotices;
  emailCheck: Availability;
}

/** The options of spec 001 §3, in English (the values sent); exported for the translation check. */
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const;

/** Personal details, in the spec's order: names, e-mail, contact number, gender, marital status. */
export function PersonalDetailsSection({ form, mode, strip, emailCheck }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = form;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['firstName', 'lastName'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState, formState }) => {
            const notice = strip.notice(name);
            return (
              <TextInput
                {...field}
                onChange={(event) => {
                  const { value, stripped } = stripNameCharacters(event.currentTarget.value);
                  strip.record(name, stripped, USER_MESSAGES.specialCharacters);
                  field.onChange(value);
                }}
                onBlur={() => {
                  strip.dismiss(name);
                  field.onBlur();
                }}
                label={name === 'firstName' ? t('First name') : t('Last name')}
                withAsterisk
                maxLength={NAME_MAX_LENGTH}
                autoComplete="off"
                error={notice ? t(notice) : errorText(fieldState, formState)}
              />
            );
          }}
        />
      ))}
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState, formState }) => {
          const result = emailCheck.resultFor(field.value);
          const taken = result && !result.available ? (result.message ?? USER_MESSAGES.userExists) : null;
          return (
            <TextInput
              {...field}
              onBlur={() => {
                field.onBlur();
                if (mode === 'add' && userEmailSchema.safeParse(field.value).success)
                  emailCheck.run(field.value);
              }}
              label={t('Email')}
              type="email"
              withAsterisk
              disabled={mode === 'edit'}
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="off"
              rightSection={emailCheck.checking ? <Loader size={16} aria-label={t('Checking…')} /> : null}
              error={errorText(fieldState, formState) ?? (taken ? t(taken) : undefined)}
              success={result?.available ? t('Email is available.') : undefined}
            />
          );
        }}
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div style={{ width: 170, flexShrink: 0 }}>
          <CountryCodeField
            control={control}
            setValue={form.setValue}
            label={t('Country code')}
            onPhoneCleared={() => strip.dismiss('phoneNumber')}
          />
        </div>
        <Controller
          name="phoneNumber"
          control={control}
          render={({ field, fieldState, formState }) => {
            const notice = strip.notice('phoneNumber');
            return (
              <TextInput
                {...field}
                onChange={(event) => {
                  const { value, stripped } = stripNonDigits(event.currentTarget.value);
                  strip.record('phoneNumber', stripped, USER_MESSAGES.phoneCharacters);
                  field.onChange(value);
                }}
                onBlur={() => {
                  strip.dismiss('phoneNumber');
                  field.onBlur();
                }}
                label={t('Contact number')}
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                maxLength={PHONE_LENGTH}
                style={{ flex: 1 }}
                error={notice ? t(notice) : errorText(fieldState, formState)}
              />
            );
          }}
        />
      </Group>
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState, formState }) => (
          <Radio.Group {...field} label={t('Gender')} withAsterisk error={errorText(fieldState, formState)}>
            <Group gap="lg" mt={6}>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(gender)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        name="maritalStatus"
        control={control}
        render={({ field, fieldState, formState }) => (
          <Radio.Group
            {...field}
            label={t('Marital status')}
            withAsterisk
            error={errorText(fieldState, formState)}
          >
            <Group gap="lg" mt={6}>
              {MARITAL_STATUSES.map((status) => (
                <Radio key={status} value={status} label={t(status)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </SimpleGrid>
  );
}
