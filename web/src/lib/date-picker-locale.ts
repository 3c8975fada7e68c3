import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';

const DAYJS_LOCALES: Record<string, string> = { en: 'en', fr: 'fr', es: 'es', zh: 'zh-cn', ar: 'ar' };

/**
 * What every date picker needs in the interface language: the calendar's
 * locale (month and day names) and the labels of its controls.
 */
export function useDatePickerLocale() {
  const { t, i18n } = useTranslation();
  return {
    locale: DAYJS_LOCALES[i18n.language] ?? 'en',
    ariaLabels: {
      nextMonth: t('Next month'),
      previousMonth: t('Previous month'),
      nextYear: t('Next year'),
      previousYear: t('Previous year'),
      nextDecade: t('Next decade'),
      previousDecade: t('Previous decade'),
      monthLevelControl: t('Choose a month'),
      yearLevelControl: t('Choose a year'),
    },
  };
}
