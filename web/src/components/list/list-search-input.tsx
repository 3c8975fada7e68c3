import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_MAX_LENGTH, SEARCH_DEBOUNCE_MS } from '../../../../shared/constants.ts';

interface SearchInputProps {
  /** The search in effect (from the address). */
  value: string;
  /** Already translated. */
  label: string;
  onSearch: (search: string) => void;
}

/**
 * The search box of a list: it asks 800 ms after the last keystroke, or at once on Enter
 * (spec 000 §9, spec 001 §9), and follows the address when Back or a link changes the search.
 */
export function SearchInput({ value, label, onSearch }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address can change the search too (Back, a link): follow it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={t('Search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        // Enter asks at once.
        if (event.key === 'Enter' && commit.isPending()) commit.flush();
      }}
      w={{ base: '100%', sm: 280 }}
      maxLength={LIST_SEARCH_MAX_LENGTH}
    />
  );
}
