import type { PasswordsTranslations } from './en-passwords.ts';

/** Chinese: sign-in links, password resets and changes, invitations and e-mail verification. */
export const zhPasswords: PasswordsTranslations = {
  'Your password has been changed. Sign in with your new password.': '您的密码已更改，请使用新密码登录。',
  'Your password has been set. Sign in with your new password.': '您的密码已设置，请使用新密码登录。',
  'Already verified': '已验证',
  'This link has already been used: your e-mail address is verified. You can sign in.':
    '此链接已使用过：您的邮箱地址已验证，现在可以登录。',
};
