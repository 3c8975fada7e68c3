import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../../shared/constants.ts';
import type { UpdateLanguageBody } from '../../../../shared/schemas/users.schema.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { apiClient } from '../../lib/api-client.ts';
import { SessionUserContext } from '../../lib/auth/get-me.ts';

/**
 * Keeps a signed-in person's choice on their account, so that their mails are written in it and
 * another browser finds it. In the background: the switch on screen is done, whatever the answer.
 */
function saveAccountLanguage(language: LanguageCode): void {
  const body: UpdateLanguageBody = { language };
  apiClient.put('/me/language', body, { authRedirect: false }).catch(() => undefined);
}

interface LanguageMenuDropdownProps {
  /** Take the focus and open, as the button standing in for this one was pressed. */
  openOnMount?: boolean;
}

/** English, French, Spanish, Chinese and Arabic (right to left), each named in its own language. */
export function LanguageMenuDropdown({ openOnMount = false }: LanguageMenuDropdownProps) {
  const { t, i18n } = useTranslation();
  // Null on the guest pages (sign-in, recovery): a guest's choice stays in this browser.
  const signedIn = use(SessionUserContext) !== null;
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
    void setLanguage(code)
      .then(() => {
        if (signedIn) saveAccountLanguage(code);
      })
      .finally(() => setSwitchingTo(null));
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
