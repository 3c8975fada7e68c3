import type { PasswordsTranslations } from './en-passwords.ts';

/** French: sign-in links, password resets and changes, invitations and e-mail verification. */
export const frPasswords: PasswordsTranslations = {
  'Your password has been changed. Sign in with your new password.':
    'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  'Your password has been set. Sign in with your new password.':
    'Votre mot de passe a été défini. Connectez-vous avec votre nouveau mot de passe.',
  'Already verified': 'Déjà vérifié',
  'This link has already been used: your e-mail address is verified. You can sign in.':
    'Ce lien a déjà été utilisé : votre adresse e-mail est vérifiée. Vous pouvez vous connecter.',
};
