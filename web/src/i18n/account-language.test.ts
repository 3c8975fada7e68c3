import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { followAccountLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n.ts';

describe('the language of the signed-in person, on a browser', () => {
  it('shows when the browser has no choice of its own, without becoming its choice', async () => {
    await followAccountLanguage('zh');
    expect(i18next.language).toBe('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    // Signed out, or someone who never chose: the browser's language (English here) again.
    await followAccountLanguage(null);
    expect(i18next.language).toBe('en');
  });

  it('gives way to a choice made in the language menu of this browser', async () => {
    await setLanguage('es');
    await followAccountLanguage('zh');
    expect(i18next.language).toBe('es');
    await followAccountLanguage(null);
    expect(i18next.language).toBe('es');
  });
});
