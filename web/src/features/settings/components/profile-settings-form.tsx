import { Button, Divider, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  updateProfileBodySchema,
  USER_MESSAGES,
  type UpdateProfileBody,
  type UserDetail,
} from '../../../../../shared/schemas/users.schema.ts';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ProfileNameFields } from './profile-name-fields.tsx';
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

function ProfileFields({ profile, email }: { profile: UserDetail; email: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const saved = useTimedAlert();
  const [stored, setStored] = useState(() => storedValues(profile));
  const form = useSchemaForm<UpdateProfileBody, UpdateProfileBody>(updateProfileBodySchema, stored);
  const { isDirty, isValid } = form.formState;

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="lg">
        <ProfilePictureField />
        <Divider />
        <FormShell
          form={form}
          send={(values) => {
            saved.clear();
            return update.mutateAsync(values);
          }}
          onSuccess={(_profile, values) => {
            setStored(values);
            form.reset(values);
            saved.show({ message: USER_MESSAGES.profileUpdated, color: 'green' });
          }}
          // The page stays: the profile can be changed again.
          afterSuccess="unlock"
          submitLabel={t('Update')}
          actions={({ submitting }) => (
            <Group justify="flex-end">
              <Button
                variant="default"
                type="button"
                disabled={!isDirty || submitting}
                onClick={() => {
                  saved.clear();
                  form.reset(stored);
                }}
              >
                {t('Reset')}
              </Button>
              <SubmitButton disabled={!isDirty || !isValid} loading={submitting}>
                {t('Update')}
              </SubmitButton>
            </Group>
          )}
        >
          <AlertMessage alert={saved.alert} onClose={saved.clear} />
          <ProfileNameFields control={form.control} setValue={form.setValue} email={email} />
        </FormShell>
      </Stack>
    </Paper>
  );
}
