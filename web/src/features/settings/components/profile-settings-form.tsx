import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, PHONE_LENGTH } from '../../../../../shared/constants.ts';
import { stripNonDigits, stripProfileNameCharacters } from '../../../../../shared/rules/people.ts';
import {
  updateProfileBodySchema,
  USER_MESSAGES,
  type UpdateProfileBody,
  type UserDetail,
} from '../../../../../shared/schemas/users.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { CountryCodeField } from '../../../components/country-code-field.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useStripNotices } from '../../../lib/use-strip-notices.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ProfilePictureField } from './profile-picture-field.tsx';

function storedValues(profile: UserDetail): UpdateProfileBody {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryIso: profile.countryIso ?? '',
    countryCode: profile.countryCode ?? '',
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** Settings > Profile settings (spec 001 §2.5, §5): picture, name, country code and phone. */
export function ProfileSettingsForm() {
  const user = useSessionUser();
  const profile = useMyProfile(user.id);
  if (profile.isPending) {
    return (
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md" aria-busy="true">
          <Skeleton circle height={88} />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </Paper>
    );
  }
  if (profile.isError) return <ErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileFields profile={profile.data} email={user.email} />;
}

type StripField = 'firstName' | 'lastName' | 'phoneNumber';

function ProfileFields({ profile, email }: { profile: UserDetail; email: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateProfile();
  const strip = useStripNotices<StripField>();
  const { alert, show, clear } = useTimedAlert();
  const [saved, setSaved] = useState(() => storedValues(profile));
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const { isDirty, isValid } = form.formState;

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => {
      clear();
      return update.mutateAsync(values);
    },
    onSuccess: (_profile, values) => {
      setSaved(values);
      form.reset(values);
      show({ message: USER_MESSAGES.profileUpdated, color: 'green' });
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
    // The page stays: the profile can be changed again.
    afterSuccess: 'unlock',
  });

  const nameField = (name: 'firstName' | 'lastName', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState, formState }) => {
        const notice = strip.notice(name);
        return (
          <TextInput
            {...field}
            onChange={(event) => {
              const { value, stripped } = stripProfileNameCharacters(event.currentTarget.value);
              strip.record(name, stripped, USER_MESSAGES.specialCharacters);
              field.onChange(value);
            }}
            onBlur={() => {
              strip.dismiss(name);
              field.onBlur();
            }}
            label={label}
            withAsterisk
            maxLength={NAME_MAX_LENGTH}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            error={notice ? t(notice) : errorText(fieldState, formState)}
          />
        );
      }}
    />
  );

  useUnsavedChanges(isDirty && !submitting);

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="lg">
        <ProfilePictureField />
        <Divider />
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <AlertMessage alert={alert} onClose={clear} />
            <TextInput label={t('Email')} value={email} readOnly disabled />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {nameField('firstName', t('First name'))}
              {nameField('lastName', t('Last name'))}
            </SimpleGrid>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ width: 170, flexShrink: 0 }}>
                <CountryCodeField
                  control={form.control}
                  setValue={form.setValue}
                  label={t('Country code')}
                  onPhoneCleared={() => strip.dismiss('phoneNumber')}
                />
              </div>
              <Controller
                name="phoneNumber"
                control={form.control}
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
                      autoComplete="tel-national"
                      maxLength={PHONE_LENGTH}
                      style={{ flex: 1 }}
                      error={notice ? t(notice) : errorText(fieldState, formState)}
                    />
                  );
                }}
              />
            </Group>
            <Group justify="flex-end">
              <Button
                variant="default"
                type="button"
                disabled={!isDirty || submitting}
                onClick={() => {
                  clear();
                  strip.clearAll();
                  form.reset(saved);
                }}
              >
                {t('Reset')}
              </Button>
              <SubmitButton disabled={!isDirty || !isValid} loading={submitting}>
                {t('Update')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
