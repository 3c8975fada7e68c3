import { Group } from '@mantine/core';
import { useWatch, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH } from '../../../../shared/constants.ts';
import { stripNonDigits } from '../../../../shared/rules/people.ts';
import { USER_MESSAGES } from '../../../../shared/schemas/users.schema.ts';
import { CountryCodeField } from './country-code-field.tsx';
import { TextField } from './text-fields.tsx';

interface PhoneValues extends FieldValues {
  countryIso: string;
  countryCode: string;
  phoneNumber: string;
}

const DIGITS_ONLY = { rule: stripNonDigits, message: USER_MESSAGES.phoneCharacters };

/**
 * The contact number of the people forms (spec 001 §5): the country code, then the number, which
 * keeps digits only and says so when a keystroke loses characters. A new country empties the number.
 */
export function PhoneField<T extends PhoneValues, V>({
  control,
  setValue,
  autoComplete = 'off',
}: {
  control: Control<T, unknown, V>;
  setValue: UseFormSetValue<T>;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  // A new country starts the number again, notice included.
  const country = useWatch({ control, name: 'countryIso' as Path<T> }) as string;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <div style={{ width: 170, flexShrink: 0 }}>
        <CountryCodeField
          control={control as unknown as Control<T>}
          setValue={setValue}
          label={t('Country code')}
        />
      </div>
      <TextField
        key={country}
        control={control}
        name={'phoneNumber' as Path<T>}
        strip={DIGITS_ONLY}
        label={t('Contact number')}
        withAsterisk
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={PHONE_LENGTH}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
