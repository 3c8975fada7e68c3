import type { NavigationTranslations } from './en-navigation.ts';

/** Arabic: unsaved changes, navigation history and the limits of long texts. */
export const arNavigation: NavigationTranslations = {
  'You have unsaved changes. Leave without saving them?':
    'لديك تغييرات غير محفوظة. هل تريد المغادرة دون حفظها؟',
  'Yes, leave': 'نعم، غادر',
  '{{used}} / {{max}} characters': '{{used}} / {{max}} حرف',
};
