import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants.ts';
import type { readValidationMessage } from '../../../shared/validation-messages.ts';
import { COMMON_AREAS, ENGLISH_PLURAL_AREAS, type Area } from './areas.ts';

/**
 * The English text is the key (keySeparator and nsSeparator off), so English needs no bundle and
 * every English message, from the server or the shared schemas, is translated by t(message).
 * English's only bundles hold the singular of the keys with a count ('{{count}} minute ago').
 *
 * The strings are one JSON file per language and area (locales/<lang>/<area>.json, see areas.ts),
 * fetched when a page of the area is first shown (router.tsx awaits them before the page renders)
 * and, on a language switch, for every area shown so far.
 */
export const LANGUAGE_STORAGE_KEY = 'orgdesk_language';

type Strings = Record<string, string>;

/** The folder of the built translation files (scripts/locales-plugin.ts). */
declare const __ORGDESK_LOCALES__: string;

/**
 * Where each file is: built, a static file fetched as JSON (English's files are the keys
 * themselves: only those with plural forms are ever fetched); in the unit tests, a module.
 */
const load: (language: LanguageCode, area: Area) => Promise<Strings> =
  import.meta.env.MODE === 'test'
    ? (() => {
        const modules = import.meta.glob<Strings>('./locales/*/*.json', { import: 'default' });
        return async (language, area) => {
          const module = modules[`./locales/${language}/${area}.json`];
          if (!module) throw new Error(`No translations for ${language}/${area}`);
          return module();
        };
      })()
    : async (language, area) => {
        const url = `${__ORGDESK_LOCALES__}/${language}/${area}.json`;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return (await response.json()) as Strings;
      };

/** The areas of the pages shown so far: a language switch loads them all before it shows. */
const shownAreas = new Set<Area>(COMMON_AREAS);
const loading = new Map<string, Promise<void>>();

const needsBundle = (language: LanguageCode, area: Area) =>
  language !== 'en' || ENGLISH_PLURAL_AREAS.includes(area);

/** Adds the areas' strings in a language, each file fetched once. */
function loadBundles(language: LanguageCode, areas: Iterable<Area>): Promise<void> {
  return Promise.all(
    [...areas]
      .filter((area) => needsBundle(language, area))
      .map((area) => {
        const id = `${language}/${area}`;
        let pending = loading.get(id);
        if (!pending) {
          pending = load(language, area).then((strings) => {
            i18next.addResourceBundle(language, 'translation', strings, true, true);
          });
          // A failed fetch (offline, new deployment) may be tried again on the next visit.
          pending.catch(() => loading.delete(id));
          loading.set(id, pending);
        }
        return pending;
      }),
  ).then(() => undefined);
}

/**
 * Loads the areas' strings in the current language before a page shows (router.tsx), and marks
 * them shown so that a language switch loads them too. A failure leaves the page in English.
 */
export async function loadAreas(areas: readonly Area[]): Promise<void> {
  for (const area of areas) shownAreas.add(area);
  try {
    await loadBundles(currentLanguage(), areas);
  } catch {
    // Offline or a new deployment: the page shows its English text rather than nothing.
  }
}

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

/**
 * The language to show: the choice made on this browser, else the signed-in person's (their
 * account's, chosen on another browser), else the browser's language when we have it, else English.
 */
export function initialLanguage(accountLanguage: LanguageCode | null = null): LanguageCode {
  const stored = readStoredLanguage();
  if (isLanguageCode(stored)) return stored;
  if (accountLanguage) return accountLanguage;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguageCode(browser) ? browser : 'en';
}

/**
 * A validation message with a figure ('Please enter at most 100 characters.', from the server or a
 * form's schema) is no key as it stands: t(message) reads it back into its key and figure
 * ('Please enter at most {{maximum}} characters.', 100), so every place that translates a message
 * translates these too. English shows such a message as it comes; in another language the reader
 * (shared/validation-messages.ts, about 1 KB) is fetched the first time an untranslated message
 * passes, and what was shown meanwhile is translated again once it is here (FIGURES_READ), so the
 * sign-in page's first load does without it.
 */
let readFigures: typeof readValidationMessage | undefined;
let figureReader: Promise<void> | undefined;

/** Fired when the reader arrives: useTranslation re-renders on it (bindI18n below). */
const FIGURES_READ = 'figuresRead';

export function loadFigureReader(): Promise<void> {
  figureReader ??= import('../../../shared/validation-messages.ts').then(
    (module) => {
      readFigures = module.readValidationMessage;
      i18next.emit(FIGURES_READ);
    },
    (error: unknown) => {
      // Offline or a new deployment: the next message tries again, and shows in English meanwhile.
      figureReader = undefined;
      throw error;
    },
  );
  return figureReader;
}

const validationFigures: PostProcessorModule = {
  type: 'postProcessor',
  name: 'validationFigures',
  process(value: string, key: string | string[]) {
    const message = Array.isArray(key) ? key[0] : key;
    // A found translation, or a key with its own values filled in, is left as it is; so is every
    // message in English, which is what the reader would give back.
    if (message === undefined || value !== message || i18next.language === 'en') return value;
    if (!readFigures) {
      loadFigureReader().catch(() => undefined);
      return value;
    }
    const read = readFigures(message);
    return read ? i18next.t(read.key, read.values) : value;
  },
};

function applyToDocument(code: string): void {
  const language = LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
  document.documentElement.lang = language.code;
  // Mantine's DirectionProvider watches this attribute and flips the layout.
  document.documentElement.dir = language.dir;
}

/** Shows the interface in a language, loading its bundle on first use. */
async function showLanguage(code: LanguageCode): Promise<void> {
  await loadBundles(code, shownAreas);
  await i18next.changeLanguage(code);
}

/** Switches the interface language, loading its bundle on first use, and remembers the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await showLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/**
 * Follows who is signed in (null: nobody, or a person who never chose): on a browser without a
 * choice of its own, the person's language shows, and the browser's again once they sign out. It
 * is not remembered as this browser's choice, so the next person gets theirs. A failure leaves the
 * page as it is.
 */
export async function followAccountLanguage(language: LanguageCode | null): Promise<void> {
  const wanted = initialLanguage(language);
  if (wanted === currentLanguage()) return;
  await showLanguage(wanted).catch(() => undefined);
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
        resources: {},
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        returnEmptyString: false,
        react: { bindI18n: `languageChanged ${FIGURES_READ}` },
      });
  }
  try {
    // Shown, not remembered: only a choice in the language menu is this browser's choice.
    await showLanguage(language);
  } catch {
    // The bundle did not load (offline, new deployment): carry on in English.
    await i18next.changeLanguage('en');
  }
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18next.language) ? i18next.language : 'en';
}
