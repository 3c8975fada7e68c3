import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTranslator, translatorFor } from './translate.ts';

describe('the server’s translator, over the web’s translation files', () => {
  it('writes a mail’s words in French, with the values filled in', () => {
    const t = translatorFor('fr');
    expect(t('Reset your Orgdesk password')).toBe('Réinitialisez votre mot de passe Orgdesk');
    expect(t('Hello {{name}},', { name: 'Zoé' })).toBe('Bonjour Zoé,');
    expect(t('{{name}} approved your leave: {{leave}}.', { name: 'Léo Martin', leave: 'Télétravail' })).toBe(
      'Léo Martin a approuvé votre congé : Télétravail.',
    );
  });

  it('finds the words the web already translates, in any area (a leave type, a task status)', () => {
    expect(translatorFor('fr')('Sick leave')).toBe('Congé maladie');
    expect(translatorFor('es')('In-progress')).toBe('En curso');
  });

  it('chooses the plural form of the language, as the web does', () => {
    const overdue = '{{count}} tasks of yours are overdue';
    expect(translatorFor(null)(overdue, { count: 1 })).toBe('A task of yours is overdue');
    expect(translatorFor(null)(overdue, { count: 3 })).toBe('3 tasks of yours are overdue');
    expect(translatorFor('fr')(overdue, { count: 1 })).toBe('Une de vos tâches est en retard');
    expect(translatorFor('ar')(overdue, { count: 2 })).toBe('مهمتان من مهامك متأخرتان');
  });

  it('writes English for a person who never chose a language', () => {
    expect(translatorFor(null)('Hello {{name}},', { name: 'Ada' })).toBe('Hello Ada,');
  });

  describe('over files that lack a language or a key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-locales-'));
    const write = (language: string, strings: Record<string, string>) => {
      fs.mkdirSync(path.join(dir, language));
      fs.writeFileSync(path.join(dir, language, 'mail.json'), JSON.stringify(strings));
    };
    write('en', { 'Hello {{name}},': 'Hello {{name}},', 'See your leave': 'See your leave' });
    write('fr', { 'Hello {{name}},': 'Bonjour {{name}},' });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const translator = createTranslator(dir);

    it('falls back to English for a language without files', () => {
      expect(translator('es')('Hello {{name}},', { name: 'Ana' })).toBe('Hello Ana,');
    });

    it('falls back to English for a key the language lacks, and keeps what it has', () => {
      expect(translator('fr')('See your leave')).toBe('See your leave');
      expect(translator('fr')('Hello {{name}},', { name: 'Zoé' })).toBe('Bonjour Zoé,');
    });
  });
});
