import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { insufficientBalanceMessage, LEAVE_MESSAGES } from '../../../../shared/rules/leave.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { translateLeaveMessage } from './leave-messages.ts';

const en = i18next.getFixedT('en');

describe('translateLeaveMessage', () => {
  it('has a key for every fixed message of the leave rules', () => {
    const fixed = Object.values(LEAVE_MESSAGES).filter((m): m is string & typeof m => typeof m === 'string');
    const keys = new Set<string>(MESSAGE_KEYS);
    expect(fixed.filter((message) => !keys.has(message))).toEqual([]);
  });

  it.each([
    insufficientBalanceMessage(7, 0),
    insufficientBalanceMessage(7, 1.5),
    insufficientBalanceMessage(1, 0),
    insufficientBalanceMessage(1, 1),
    insufficientBalanceMessage(2, 3.5),
    LEAVE_MESSAGES.tooFarAhead('31-12-2027'),
    LEAVE_MESSAGES.overlaps,
  ])('reads %j back word for word in English', (message) => {
    expect(translateLeaveMessage(en, message)).toBe(message);
  });

  it('translates the figures, types and days into the interface language', async () => {
    await setLanguage('fr');
    try {
      const fr = i18next.getFixedT('fr');
      expect(translateLeaveMessage(fr, insufficientBalanceMessage(7, 1.5))).toBe(
        "vous n'avez que 1.5 jour(s) de repos compensateur",
      );
      expect(translateLeaveMessage(fr, insufficientBalanceMessage(1, 2))).toBe(
        'Il ne vous reste que 2 jours disponibles : Congé maladie.',
      );
      expect(translateLeaveMessage(fr, LEAVE_MESSAGES.maternity)).toBe(
        'Vous ne pouvez pas demander de congé maternité !',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
