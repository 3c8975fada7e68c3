import {
  useController,
  useFormState,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/form-errors.ts';
import { CountryCodeSelect } from '../country-code-select.tsx';

interface CountryValues extends FieldValues {
  countryIso: string;
  countryCode: string;
  phoneNumber: string;
}

interface CountryCodeFieldProps<T extends CountryValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  label: string;
}

/**
 * The country code of the people forms: sets the ISO code and the dial code together, and a new
 * country empties the phone number (spec 001 §5). Errors of either value show here. The dial code
 * stored is the calling code alone ('+1' for Jamaica, listed as '+1 876'): the area code is part
 * of the ten-digit number.
 */
export function CountryCodeField<T extends CountryValues>({
  control,
  setValue,
  label,
}: CountryCodeFieldProps<T>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const iso = 'countryIso' as Path<T>;
  const code = 'countryCode' as Path<T>;
  const phone = 'phoneNumber' as Path<T>;
  const { field, fieldState, formState } = useController({ control, name: iso });
  const { errors } = useFormState({ control, name: code });
  const codeError = errors.countryCode?.message;

  return (
    <CountryCodeSelect
      value={field.value || null}
      onChange={(country) => {
        field.onChange(country?.iso ?? '');
        setValue(code, (country?.dialCode ?? '') as PathValue<T, Path<T>>, { shouldDirty: true });
        // A number belongs to its country: a new code starts the number again.
        setValue(phone, '' as PathValue<T, Path<T>>, { shouldDirty: true });
      }}
      onBlur={field.onBlur}
      label={label}
      withAsterisk
      error={errorText(fieldState, formState) ?? (typeof codeError === 'string' ? t(codeError) : undefined)}
    />
  );
}
