import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, type Country } from '../../../shared/rules/countries.ts';
import { CountryFlag } from './country-flag.tsx';

interface CountryCodeSelectProps {
  /** The chosen country's ISO code. */
  value: string | null;
  onChange: (country: Country | null) => void;
  onBlur?: () => void;
  label: string;
  error?: string | undefined;
  withAsterisk?: boolean;
  disabled?: boolean;
}

/** Country names in the interface language; the ISO code when the browser does not know one. */
function countryNames(language: string): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

/**
 * The country-code selector of the people forms: every country of libphonenumber's metadata with
 * its flag and dial code, searchable by name or code.
 */
export function CountryCodeSelect({ value, onChange, onBlur, ...props }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = useMemo(() => {
    const nameOf = countryNames(language);
    return COUNTRIES.map((country) => ({ country, name: nameOf(country.iso) }))
      .sort((a, b) => a.name.localeCompare(b.name, language))
      .map(({ country, name }) => ({
        value: country.iso,
        label: `${country.dialCode} ${name}`,
        name,
        dialCode: country.dialCode,
      }));
  }, [language]);
  const byIso = useMemo(() => new Map(data.map((item) => [item.value, item])), [data]);

  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(iso) => onChange(COUNTRIES.find((country) => country.iso === iso) ?? null)}
      onBlur={onBlur}
      searchable
      placeholder={t('Select')}
      nothingFoundMessage={t('No data found!')}
      leftSection={value ? <CountryFlag iso={value} /> : null}
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ width: 300, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const entry = byIso.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag iso={option.value} />
            <Text size="sm" style={{ flex: 1 }}>
              {entry?.name}
            </Text>
            <Text size="sm" c="dimmed" dir="ltr">
              {entry?.dialCode}
            </Text>
          </Group>
        );
      }}
    />
  );
}
