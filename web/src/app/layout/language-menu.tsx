import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants.ts';
import { setLanguage } from '../../i18n/i18n.ts';

/** English, French, Spanish, Chinese and Arabic (right to left), each named in its own language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('Language')}>
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
            onClick={() => void setLanguage(language.code)}
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
