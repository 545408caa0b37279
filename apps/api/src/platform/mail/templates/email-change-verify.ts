import { button, code, duration, note, paragraph, type CodeMailData, type MailTemplate } from './copy';

/**
 * Sent to the NEW address when a user changes their email: proves they own it before the
 * change applies. Whoever reads it may not be the account's owner, so it stays neutral.
 */
export type EmailChangeVerifyData = CodeMailData;

export const emailChangeVerify: MailTemplate<EmailChangeVerifyData> = {
  ar: (d, c) => ({
    subject: 'تأكيد بريدك الإلكتروني الجديد',
    blocks: [
      paragraph(
        `تلقّينا طلباً لاستعمال عنوان البريد هذا في حساب على ${c.siteName}. أدخل الرمز التالي لتأكيد التغيير:`,
      ),
      code(d.code),
      paragraph('أو أكّد العنوان بنقرة واحدة:'),
      button('تأكيد هذا العنوان', c.link(d.linkPath)),
      note(`تنتهي صلاحية هذا الرمز وهذا الرابط خلال ${duration('ar', d.expiresInMinutes)}.`),
      note('إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتغيّر شيء.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    blocks: [
      paragraph(
        `Nous avons reçu une demande pour utiliser cette adresse sur un compte ${c.siteName}. Saisissez ce code pour confirmer le changement :`,
      ),
      code(d.code),
      paragraph('Ou confirmez cette adresse en un clic :'),
      button('Confirmer cette adresse', c.link(d.linkPath)),
      note(`Ce code et ce lien expirent dans ${duration('fr', d.expiresInMinutes)}.`),
      note("Si vous n'avez rien demandé, ignorez ce message : rien ne sera modifié."),
    ],
  }),
  en: (d, c) => ({
    subject: 'Confirm your new email address',
    blocks: [
      paragraph(
        `We received a request to use this address for an account on ${c.siteName}. Enter this code to confirm the change:`,
      ),
      code(d.code),
      paragraph('Or confirm this address in one click:'),
      button('Confirm this address', c.link(d.linkPath)),
      note(`This code and this link expire in ${duration('en', d.expiresInMinutes)}.`),
      note('If you did not ask for this, ignore this email: nothing will change.'),
    ],
  }),
};
