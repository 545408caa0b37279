import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** Notice after an account is deleted (by its owner or by an administrator). */
export type AccountDeletedData = NamedData;

const CONTACT_PATH = '/contact-us';

export const accountDeleted: MailTemplate<AccountDeletedData> = {
  ar: (_d, c) => ({
    subject: 'تم حذف حسابك',
    blocks: [
      paragraph(`تم حذف حسابك في ${c.siteName}.`),
      paragraph('شكراً لثقتك بنا. يمكنك إنشاء حساب جديد في أي وقت.'),
      paragraph('إذا لم تطلب حذف حسابك، فاتصل بنا:'),
      button('اتصل بنا', c.link(CONTACT_PATH)),
    ],
  }),
  fr: (_d, c) => ({
    subject: 'Votre compte a été supprimé',
    blocks: [
      paragraph(`Votre compte ${c.siteName} a été supprimé.`),
      paragraph('Merci de nous avoir fait confiance. Vous pouvez créer un nouveau compte à tout moment.'),
      paragraph("Si vous n'avez pas demandé cette suppression, contactez-nous :"),
      button('Nous contacter', c.link(CONTACT_PATH)),
    ],
  }),
  en: (_d, c) => ({
    subject: 'Your account has been deleted',
    blocks: [
      paragraph(`Your ${c.siteName} account has been deleted.`),
      paragraph('Thank you for the time you spent with us. You can create a new account at any time.'),
      paragraph('If you did not ask for this, contact us:'),
      button('Contact us', c.link(CONTACT_PATH)),
    ],
  }),
};
