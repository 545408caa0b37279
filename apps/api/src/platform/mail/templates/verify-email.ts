import { button, code, duration, note, paragraph, type CodeMailData, type MailTemplate } from './copy';

/** After registration (and on "send the code again"): confirms the address. */
export type VerifyEmailData = CodeMailData;

export const verifyEmail: MailTemplate<VerifyEmailData> = {
  ar: (d, c) => ({
    subject: 'تأكيد بريدك الإلكتروني',
    blocks: [
      paragraph(`شكراً على تسجيلك في ${c.siteName}. لتفعيل حسابك، أدخل الرمز التالي في صفحة التحقق:`),
      code(d.code),
      paragraph('أو أكّد بريدك بنقرة واحدة:'),
      button('تأكيد بريدي الإلكتروني', c.link(d.linkPath)),
      note(`تنتهي صلاحية هذا الرمز وهذا الرابط خلال ${duration('ar', d.expiresInMinutes)}.`),
      note('إذا لم تُنشئ حساباً لدينا، يمكنك تجاهل هذه الرسالة.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Confirmez votre adresse e-mail',
    blocks: [
      paragraph(
        `Merci pour votre inscription sur ${c.siteName}. Pour activer votre compte, saisissez ce code sur la page de vérification :`,
      ),
      code(d.code),
      paragraph('Ou confirmez votre adresse en un clic :'),
      button('Confirmer mon adresse e-mail', c.link(d.linkPath)),
      note(`Ce code et ce lien expirent dans ${duration('fr', d.expiresInMinutes)}.`),
      note("Si vous n'avez pas créé de compte, ignorez simplement ce message."),
    ],
  }),
  en: (d, c) => ({
    subject: 'Confirm your email address',
    blocks: [
      paragraph(
        `Thank you for signing up on ${c.siteName}. To activate your account, enter this code on the verification page:`,
      ),
      code(d.code),
      paragraph('Or confirm your address in one click:'),
      button('Confirm my email address', c.link(d.linkPath)),
      note(`This code and this link expire in ${duration('en', d.expiresInMinutes)}.`),
      note('If you did not create an account, you can safely ignore this email.'),
    ],
  }),
};
