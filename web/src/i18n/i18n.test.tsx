import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { fillMessage, VALIDATION_MESSAGES } from '../../../shared/validation-messages.ts';
import { loadFigureReader, setLanguage } from './i18n.ts';
import { ar } from './all-strings.ts';
import { MESSAGE_KEYS } from './all-strings.ts';
import { es } from './all-strings.ts';
import { fr } from './all-strings.ts';
import { zh } from './all-strings.ts';

const LOCALES = { fr, es, zh, ar };

describe('translations', () => {
  it('translates every key into French, Spanish, Chinese and Arabic, keeping the placeholders', () => {
    for (const [code, bundle] of Object.entries(LOCALES)) {
      for (const key of MESSAGE_KEYS) {
        const translation: string = bundle[key];
        expect(translation.trim(), `${code}: ${key}`).not.toBe('');
        const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
        expect(placeholders(translation), `${code}: ${key}`).toEqual(placeholders(key));
      }
    }
  });

  it('shows a message with a figure translated once its reader has arrived, without a reload', async () => {
    const tooShort = fillMessage(VALIDATION_MESSAGES.textTooShort, { minimum: 8 });
    function Message() {
      const { t } = useTranslation();
      return <p>{t(tooShort)}</p>;
    }
    await setLanguage('fr');
    try {
      render(<Message />);
      // The first such message in this language is shown as it came while its reader loads, then
      // translated where it stands.
      expect(await screen.findByText('Veuillez saisir au moins 8 caractères.')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
  it('translates a validation message with its figure, as the server or a form sends it', async () => {
    const tooLong = fillMessage(VALIDATION_MESSAGES.textTooLong, { maximum: 100 });
    expect(i18next.t(tooLong)).toBe('Please enter at most 100 characters.');
    await setLanguage('fr');
    try {
      await loadFigureReader();
      expect(i18next.t(tooLong)).toBe('Veuillez saisir au plus 100 caractères.');
      expect(i18next.t('Unknown field: role.')).toBe('Champ inconnu : role.');
      // Keys with values of their own are untouched.
      expect(i18next.t('Choose at most {{days}} days.', { days: 62 })).toBe(
        fr['Choose at most {{days}} days.'].replace('{{days}}', '62'),
      );
    } finally {
      await setLanguage('en');
    }
  });
});
