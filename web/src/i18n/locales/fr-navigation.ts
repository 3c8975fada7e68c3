import type { NavigationTranslations } from './en-navigation.ts';

/** French: unsaved changes, navigation history and the limits of long texts. */
export const frNavigation: NavigationTranslations = {
  'You have unsaved changes. Leave without saving them?':
    'Vous avez des modifications non enregistrées. Quitter sans les enregistrer ?',
  'Yes, leave': 'Oui, quitter',
  '{{used}} / {{max}} characters': '{{used}} / {{max}} caractères',
};
