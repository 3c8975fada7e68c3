import type { PasswordsTranslations } from './en-passwords.ts';

/** Arabic: sign-in links, password resets and changes, invitations and e-mail verification. */
export const arPasswords: PasswordsTranslations = {
  'Your password has been changed. Sign in with your new password.':
    'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'Your password has been set. Sign in with your new password.':
    'تم تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'Already verified': 'تم التحقق مسبقًا',
  'This link has already been used: your e-mail address is verified. You can sign in.':
    'سبق استخدام هذا الرابط: تم التحقق من عنوان بريدك الإلكتروني. يمكنك تسجيل الدخول.',
};
