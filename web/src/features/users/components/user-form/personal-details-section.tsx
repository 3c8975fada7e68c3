import { SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../../../shared/constants.ts';
import { stripNameCharacters } from '../../../../../../shared/rules/people.ts';
import { USER_MESSAGES, userEmailSchema } from '../../../../../../shared/schemas/users.schema.ts';
import { RadioGroupField } from '../../../../components/form/choice-group-fields.tsx';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { TextField } from '../../../../components/form/text-fields.tsx';
import { AvailabilityField } from './availability-field.tsx';
import type { Availability } from './use-availability.ts';
import type { UserFormBody, UserFormMode, UserFormValues } from './user-form-values.ts';

interface SectionProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormBody>;
  mode: UserFormMode;
  emailCheck: Availability;
}

/** The options of spec 001 §3, in English (the values sent); exported for the translation check. */
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const;

const NAME_STRIP = { rule: stripNameCharacters, message: USER_MESSAGES.specialCharacters };

/** Personal details, in the spec's order: names, e-mail, contact number, gender, marital status. */
export function PersonalDetailsSection({ form, mode, emailCheck }: SectionProps) {
  const { t } = useTranslation();
  const { control } = form;
  const name = {
    control,
    strip: NAME_STRIP,
    withAsterisk: true,
    maxLength: NAME_MAX_LENGTH,
    autoComplete: 'off',
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField {...name} name="firstName" label={t('First name')} />
      <TextField {...name} name="lastName" label={t('Last name')} />
      <AvailabilityField
        form={form}
        name="email"
        mode={mode}
        check={emailCheck}
        checkable={(value) => userEmailSchema.safeParse(value).success}
        takenMessage={USER_MESSAGES.userExists}
        availableLabel={t('Email is available.')}
        label={t('Email')}
        type="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <PhoneField control={control} setValue={form.setValue} />
      <RadioGroupField
        control={control}
        name="gender"
        label={t('Gender')}
        withAsterisk
        data={GENDERS.map((gender) => ({ value: gender, label: t(gender) }))}
      />
      <RadioGroupField
        control={control}
        name="maritalStatus"
        label={t('Marital status')}
        withAsterisk
        data={MARITAL_STATUSES.map((status) => ({ value: status, label: t(status) }))}
      />
    </SimpleGrid>
  );
}
