import { Group, Select, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../shared/rules/countries.ts';
import { buildCountryOptions, searchCountryOptions } from '../lib/country-options.ts';
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

/**
 * The country-code selector of the people forms: every country of libphonenumber's metadata with
 * its flag and dial code (with the area code of a territory within +1 or +44: '+1 876'), found by
 * name in the interface language or English, or by dial code ('+44', '1876').
 */
export function CountryCodeSelect({ value, onChange, onBlur, ...props }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => buildCountryOptions(language), [language]);
  const byIso = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const data = useMemo<ComboboxItem[]>(
    () => options.map((option) => ({ value: option.value, label: option.label })),
    [options],
  );
  // The countries that match, best first, as the entries the list shows.
  const filter = useMemo<OptionsFilter>(
    () =>
      ({ search }) =>
        searchCountryOptions(options, search).map(({ value, label }) => ({ value, label })),
    [options],
  );

  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(iso) => onChange((iso && byIso.get(iso)?.country) || null)}
      onBlur={onBlur}
      searchable
      filter={filter}
      // The best match is highlighted as one types, so Enter takes it.
      selectFirstOptionOnChange
      placeholder={t('Name or dial code')}
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
