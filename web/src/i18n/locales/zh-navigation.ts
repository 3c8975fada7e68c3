import type { NavigationTranslations } from './en-navigation.ts';

/** Chinese: unsaved changes, navigation history and the limits of long texts. */
export const zhNavigation: NavigationTranslations = {
  'You have unsaved changes. Leave without saving them?': '您有未保存的更改。不保存就离开吗？',
  'Yes, leave': '是，离开',
  '{{used}} / {{max}} characters': '{{used}} / {{max}} 个字符',
};
