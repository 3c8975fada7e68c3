import type { NavigationTranslations } from './en-navigation.ts';

/** Spanish: unsaved changes, navigation history and the limits of long texts. */
export const esNavigation: NavigationTranslations = {
  'You have unsaved changes. Leave without saving them?': 'Tiene cambios sin guardar. ¿Salir sin guardarlos?',
  'Yes, leave': 'Sí, salir',
  '{{used}} / {{max}} characters': '{{used}} / {{max}} caracteres',
};
