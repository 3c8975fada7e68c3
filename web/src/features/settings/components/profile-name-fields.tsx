import { SimpleGrid, TextInput } from '@mantine/core';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../../../shared/constants.ts';
import { stripProfileNameCharacters } from '../../../../../shared/rules/people.ts';
import { USER_MESSAGES, type UpdateProfileBody } from '../../../../../shared/schemas/users.schema.ts';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';

const NAME_STRIP = { rule: stripProfileNameCharacters, message: USER_MESSAGES.specialCharacters };

interface ProfileNameFieldsProps {
  control: Control<UpdateProfileBody, unknown, UpdateProfileBody>;
  setValue: UseFormSetValue<UpdateProfileBody>;
  /** The signed-in e-mail, shown but not changed here. */
  email: string;
}

/** What Settings > Profile changes: the names (stripped as typed, with the notice) and the phone. */
export function ProfileNameFields({ control, setValue, email }: ProfileNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('Email')} value={email} readOnly disabled />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          control={control}
          name="firstName"
          strip={NAME_STRIP}
          label={t('First name')}
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="lastName"
          strip={NAME_STRIP}
          label={t('Last name')}
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
        />
      </SimpleGrid>
      <PhoneField control={control} setValue={setValue} autoComplete="tel-national" />
    </>
  );
}
