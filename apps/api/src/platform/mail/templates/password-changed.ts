import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** Notice after a password change or reset (OWASP ASVS V2.2.3): no secret in it. */
export type PasswordChangedData = NamedData;

const FORGOT_PASSWORD_PATH = '/forgot-password';

export const passwordChanged: MailTemplate<PasswordChangedData> = {
  ar: (_d, c) => ({
    subject: 'تم تغيير كلمة المرور',
    blocks: [
      paragraph(`تم للتو تغيير كلمة المرور الخاصة بحسابك في ${c.siteName}.`),
      paragraph('إذا كنت أنت من قام بهذا التغيير، فلا داعي لأي إجراء.'),
      paragraph('إذا لم تكن أنت، فأعِد تعيين كلمة المرور فوراً لحماية حسابك:'),
      button('إعادة تعيين كلمة المرور', c.link(FORGOT_PASSWORD_PATH)),
    ],
  }),
  fr: (_d, c) => ({
    subject: 'Votre mot de passe a été modifié',
    blocks: [
      paragraph(`Le mot de passe de votre compte ${c.siteName} vient d'être modifié.`),
      paragraph("Si c'est bien vous, vous n'avez rien à faire."),
      paragraph(
        "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre pour protéger votre compte :",
      ),
      button('Réinitialiser mon mot de passe', c.link(FORGOT_PASSWORD_PATH)),
    ],
  }),
  en: (_d, c) => ({
    subject: 'Your password was changed',
    blocks: [
      paragraph(`The password of your ${c.siteName} account has just been changed.`),
      paragraph('If you made this change, there is nothing else to do.'),
      paragraph('If it was not you, reset your password right away to protect your account:'),
      button('Reset my password', c.link(FORGOT_PASSWORD_PATH)),
    ],
  }),
};
