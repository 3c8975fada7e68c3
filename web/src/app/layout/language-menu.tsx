import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';

// The menu (Mantine's Menu with its popover, positioning and focus trap) is about 25 KB of
// compressed script that the sign-in page can do without at first. It is fetched when the pointer
// or the focus reaches the button, and shown in this button's place when the button is pressed.
const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).LanguageMenuDropdown }));

/** The language button; its menu is language-menu-dropdown.tsx, loaded on first use. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  // A transition keeps this button on screen, spinning, while the menu's code downloads.
  const [loading, startTransition] = useTransition();
  const prefetch = () => void loadDropdown().catch(() => undefined);

  if (pressed) {
    return (
      <Suspense fallback={null}>
        <LanguageMenuDropdown openOnMount />
      </Suspense>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('Language')}
      loading={loading}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => startTransition(() => setPressed(true))}
    >
      <IconLanguage size={20} aria-hidden />
    </ActionIcon>
  );
}
