import type { PasswordsTranslations } from './en-passwords.ts';

/** Spanish: sign-in links, password resets and changes, invitations and e-mail verification. */
export const esPasswords: PasswordsTranslations = {
  'Your password has been changed. Sign in with your new password.':
    'Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.',
  'Your password has been set. Sign in with your new password.':
    'Tu contraseña se ha establecido. Inicia sesión con la nueva contraseña.',
  'Already verified': 'Ya verificado',
  'This link has already been used: your e-mail address is verified. You can sign in.':
    'Este enlace ya se ha utilizado: tu dirección de correo electrónico está verificada. Puedes iniciar sesión.',
};
