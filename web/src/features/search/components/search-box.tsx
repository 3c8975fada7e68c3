import { ActionIcon, Box, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAreas } from '../../../i18n/lazy-with-areas.ts';
import { pressesOf, SEARCH_KEYS, SEARCH_MOD_KEYS, useShortcuts } from '../../../lib/shortcuts/shortcuts.ts';
import { searchPalette, type SearchPaletteProps } from '../search-store.ts';
import classes from './search-box.module.css';

// The palette and the names it shows (kinds, statuses, types of leave, letters and documents)
// come when the box is first pointed at, focused or opened: the shell shows common strings only.
const SearchPalette = lazyWithAreas(
  [
    'search',
    'audit',
    'leave',
    'letters',
    'notifications',
    'people',
    'task-comments',
    'task-detail',
    'tasks',
    'tax-proofs',
  ],
  async () => (await import('./search-palette.tsx')).SearchPalette,
);

/**
 * The top bar's search box (an icon on a phone) and the shortcuts `/` and Ctrl/Cmd+K: each opens
 * the search palette, loading it the first time.
 */
export function SearchBox(props: SearchPaletteProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const preload = () => void SearchPalette.preload().catch(() => undefined);
  const open = () => {
    setWanted(true);
    searchPalette.open();
  };
  useShortcuts({
    [SEARCH_KEYS]: (event) => {
      event.preventDefault();
      open();
    },
    [SEARCH_MOD_KEYS]: (event) => {
      event.preventDefault();
      open();
    },
  });
  const ask = {
    onClick: open,
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
  };
  return (
    <>
      <UnstyledButton className={classes.box} visibleFrom="sm" {...ask}>
        <Group gap={8} wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text size="sm" className={classes.placeholder}>
            {t('Search')}
          </Text>
          <Box dir="ltr" aria-hidden>
            <Kbd size="xs">{pressesOf(SEARCH_MOD_KEYS)[0]}</Kbd>
          </Box>
        </Group>
      </UnstyledButton>
      <ActionIcon hiddenFrom="sm" variant="subtle" color="gray" size="lg" aria-label={t('Search')} {...ask}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette {...props} />
        </Suspense>
      )}
    </>
  );
}
