import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../../shared/constants.ts';
import { setLanguage } from '../../i18n/i18n.ts';

interface LanguageMenuDropdownProps {
  /** Take the focus and open, as the button standing in for this one was pressed. */
  openOnMount?: boolean;
}

/** English, French, Spanish, Chinese and Arabic (right to left), each named in its own language. */
export function LanguageMenuDropdown({ openOnMount = false }: LanguageMenuDropdownProps) {
  const { t, i18n } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  // The language whose messages are downloading: the page stays in the current language until
  // they are in, and the button spins meanwhile.
  const [switchingTo, setSwitchingTo] = useState<LanguageCode | null>(null);

  const openedOnMount = useRef(false);

  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    // Through the button itself, so that the menu opens, traps and returns the focus as usual.
    target.current?.focus();
    target.current?.click();
  }, [openOnMount]);

  const choose = (code: LanguageCode) => {
    setSwitchingTo(code);
    void setLanguage(code).finally(() => setSwitchingTo(null));
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('Language')}
          loading={switchingTo !== null}
          aria-busy={switchingTo !== null}
        >
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            dir={language.dir}
            onClick={() => choose(language.code)}
            rightSection={i18n.language === language.code ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={i18n.language === language.code ? 'true' : undefined}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
