/**
 * The server's translator, over the web's own translation files
 * (web/src/i18n/locales/<lang>/<area>.json, read once when the server starts), with i18next set up
 * as on the web: the English text is the key, `{{name}}` interpolation, plural forms by `count`. The
 * server writes in a person's language what reaches them outside the app: their mails (the
 * server-only area `mail`, see web/src/i18n/areas.ts SERVER_AREAS). Every area is read, not only
 * that one: a mail also names what the web already translates (leave types, task statuses, letter
 * and document types), under the web's keys. A key or a language without a translation is English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../shared/constants.ts';

export const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/i18n/locales',
);

/** t() in one language: `t('Hello {{name}},', { name })`. */
export type Translate = TFunction;

/** Every area's strings of a language, as one table (a key has one area); null without a folder. */
function readLanguage(dir: string, language: LanguageCode): Record<string, string> | null {
  const folder = path.join(dir, language);
  if (!fs.existsSync(folder)) return null;
  const strings: Record<string, string> = {};
  for (const file of fs.readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    Object.assign(strings, JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object);
  }
  return strings;
}

/** A translator over the translation files of `dir`: t() in a language, English for null. */
export function createTranslator(dir: string = LOCALES_DIR): (language: LanguageCode | null) => Translate {
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const language of LANGUAGE_CODES) {
    const strings = readLanguage(dir, language);
    if (strings) resources[language] = { translation: strings };
  }
  const instance = i18next.createInstance();
  // With the resources given and initAsync off, the instance is ready when init returns.
  void instance.init({
    initAsync: false,
    resources,
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return (language) => instance.getFixedT(language ?? 'en');
}

/** The app's translator, over the files it ships with. */
export const translatorFor = createTranslator();

/** Which way a language's text runs, for the mails' HTML. */
export function textDirection(language: LanguageCode | null): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}
