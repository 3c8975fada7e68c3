import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants.ts';
import { readValidationMessage } from '../../../shared/validation-messages.ts';
import type { Translations } from './locales/en.ts';
import { enTaskTimelinePlurals, pluralEntries } from './locales/en-task-timeline.ts';

/**
 * The English text is the key (keySeparator and nsSeparator off), so English needs no bundle and
 * every English message, from the server or the shared schemas, is translated by t(message).
 * English's only bundle holds the singular of the keys with a count ('{{count}} minute ago').
 */
export const LANGUAGE_STORAGE_KEY = 'orgdesk_language';

const bundles: Record<Exclude<LanguageCode, 'en'>, () => Promise<Translations>> = {
  fr: async () => (await import('./locales/fr.ts')).fr,
  es: async () => (await import('./locales/es.ts')).es,
  zh: async () => (await import('./locales/zh.ts')).zh,
  ar: async () => (await import('./locales/ar.ts')).ar,
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, else the browser's language when we have it, else English. */
export function initialLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  if (isLanguageCode(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguageCode(browser) ? browser : 'en';
}

/**
 * A validation message with a figure ('Please enter at most 100 characters.', from the server or a
 * form's schema) is no key as it stands: t(message) reads it back into its key and figure
 * ('Please enter at most {{maximum}} characters.', 100), so every place that translates a message
 * translates these too.
 */
const validationFigures: PostProcessorModule = {
  type: 'postProcessor',
  name: 'validationFigures',
  process(value: string, key: string | string[]) {
    const message = Array.isArray(key) ? key[0] : key;
    // A found translation, or a key with its own values filled in, is left as it is.
    if (message === undefined || value !== message) return value;
    const read = readValidationMessage(message);
    return read ? i18next.t(read.key, read.values) : value;
  },
};

function applyToDocument(code: string): void {
  const language = LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
  document.documentElement.lang = language.code;
  // Mantine's DirectionProvider watches this attribute and flips the layout.
  document.documentElement.dir = language.dir;
}

/** Switches the interface language, loading its bundle on first use, and remembers the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  if (code !== 'en' && !i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await bundles[code]());
  }
  await i18next.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

export async function initI18n(language: LanguageCode = initialLanguage()): Promise<void> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyToDocument);
    await i18next
      .use(initReactI18next)
      .use(validationFigures)
      .init({
        lng: 'en',
        postProcess: [validationFigures.name],
        fallbackLng: false,
        resources: { en: { translation: pluralEntries(enTaskTimelinePlurals) } },
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        returnEmptyString: false,
      });
  }
  try {
    await setLanguage(language);
  } catch {
    // The bundle did not load (offline, new deployment): carry on in English.
    await i18next.changeLanguage('en');
  }
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18next.language) ? i18next.language : 'en';
}
