import { describe, expect, it } from 'vitest';
import { letterDecidedMail } from './letter-mails.ts';
import { leaveDecidedMail, overdueDigestMail, resetPasswordMail } from './templates.ts';

const reset = (language: 'fr' | 'ar' | null) =>
  resetPasswordMail({
    to: 'zoe@example.com',
    firstName: 'Zoé',
    language,
    url: 'https://orgdesk.test/ResetPassword/abc',
    minutes: 15,
  });

describe('the mails, in the recipient’s language', () => {
  it('writes the subject, greeting, lines, button and footer in French', () => {
    const mail = reset('fr');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Orgdesk');
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Zoé,',
      '',
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Orgdesk.',
      'Le lien ci-dessous ne fonctionne qu’une fois et expire dans 15 minutes. Tout lien de réinitialisation précédent ne fonctionne plus.',
      '',
      'Réinitialiser le mot de passe : https://orgdesk.test/ResetPassword/abc',
      '',
      'Si vous n’avez pas fait cette demande, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
      '',
      '— Orgdesk',
    ]);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('writes English for someone who never chose a language, and Arabic right to left', () => {
    expect(reset(null).subject).toBe('Reset your Orgdesk password');
    expect(reset(null).text).toContain('expires in 15 minutes');
    expect(reset('ar').html).toContain('<html lang="ar" dir="rtl">');
    expect(reset('ar').subject).toBe('أعد تعيين كلمة مرور Orgdesk');
  });

  it('keeps dates as DD-MM-YYYY and names the leave type and length in the language', () => {
    const mail = leaveDecidedMail({
      to: 'zoe@example.com',
      firstName: 'Zoé',
      language: 'fr',
      decidedBy: 'Léo Martin',
      decision: 'cancelled',
      leave: { typeName: 'Sick leave', fromDate: '2026-03-02', toDate: '2026-03-04', duration: 3 },
      note: 'Plans <changed>',
      url: 'https://orgdesk.test/leave-approval',
    });
    expect(mail.subject).toBe('Votre congé a été annulé');
    expect(mail.text).toContain(
      'Léo Martin a annulé votre congé : Congé maladie, du 02-03-2026 au 04-03-2026 (3 jours).',
    );
    expect(mail.text).toContain('Remarque : Plans <changed>');
    expect(mail.text).toContain('Ses jours ont été recrédités sur votre solde.');
    // What a person typed is escaped in the HTML part, in every language.
    expect(mail.html).toContain('Remarque : Plans &lt;changed&gt;');
  });

  it('counts the overdue tasks with the language’s plural forms', () => {
    const digest = (count: number) =>
      overdueDigestMail({
        to: 'eve@example.com',
        firstName: 'Eve',
        language: null,
        tasks: Array.from({ length: count }, (_, i) => ({
          number: `T${i + 1}`,
          name: 'Fix',
          projectName: 'Apollo',
          dueDate: '2026-05-01',
        })),
        more: 0,
        url: 'https://orgdesk.test/tasks-list?tab=overdue',
      });
    expect(digest(1).subject).toBe('A task of yours is overdue');
    expect(digest(1).text).toContain(
      'This task assigned to you has passed its due date:\nT1 (Fix), Apollo: due on 01-05-2026',
    );
    expect(digest(2).subject).toBe('2 tasks of yours are overdue');
  });

  it('names a letter by the web’s translation of its type', () => {
    const mail = letterDecidedMail({
      to: 'zoe@example.com',
      firstName: 'Zoé',
      language: 'fr',
      type: 'experience',
      decision: 'issued',
      referenceNumber: 'EXP/2026/7',
      reason: null,
      url: 'https://orgdesk.test/letter-requests',
    });
    expect(mail.subject).toBe('Votre document « attestation d’expérience » est prêt');
    expect(mail.text).toContain('(référence EXP/2026/7)');
  });
});
