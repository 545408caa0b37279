import { button, code, duration, note, paragraph, type CodeMailData, type MailTemplate } from './copy';

/** Forgot password: a code for the two-step screen and a link to /reset-password/<token>. */
export type ResetPasswordData = CodeMailData;

export const resetPassword: MailTemplate<ResetPasswordData> = {
  ar: (d, c) => ({
    subject: 'إعادة تعيين كلمة المرور',
    blocks: [
      paragraph(
        `تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك في ${c.siteName}. أدخل الرمز التالي لاختيار كلمة مرور جديدة:`,
      ),
      code(d.code),
      paragraph('أو استعمل هذا الرابط:'),
      button('اختيار كلمة مرور جديدة', c.link(d.linkPath)),
      note(`تنتهي صلاحية هذا الرمز وهذا الرابط خلال ${duration('ar', d.expiresInMinutes)}.`),
      note('إذا لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Réinitialisation de votre mot de passe',
    blocks: [
      paragraph(
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${c.siteName}. Saisissez ce code pour choisir un nouveau mot de passe :`,
      ),
      code(d.code),
      paragraph('Ou utilisez ce lien :'),
      button('Choisir un nouveau mot de passe', c.link(d.linkPath)),
      note(`Ce code et ce lien expirent dans ${duration('fr', d.expiresInMinutes)}.`),
      note(
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ),
    ],
  }),
  en: (d, c) => ({
    subject: 'Reset your password',
    blocks: [
      paragraph(
        `We received a request to reset the password of your ${c.siteName} account. Enter this code to choose a new password:`,
      ),
      code(d.code),
      paragraph('Or use this link:'),
      button('Choose a new password', c.link(d.linkPath)),
      note(`This code and this link expire in ${duration('en', d.expiresInMinutes)}.`),
      note('If you did not ask for this, ignore this email: your password stays the same.'),
    ],
  }),
};
