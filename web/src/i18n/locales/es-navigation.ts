import type { NavigationTranslations } from './en-navigation.ts';

/** Spanish: unsaved changes and navigation history. */
export const esNavigation: NavigationTranslations = {
  'You have unsaved changes. Leave without saving them?': 'Tiene cambios sin guardar. ¿Salir sin guardarlos?',
  'Yes, leave': 'Sí, salir',
};
