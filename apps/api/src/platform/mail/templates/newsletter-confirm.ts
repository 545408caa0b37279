import { button, duration, note, paragraph, type MailTemplate, type NamedData } from './copy';

/** After a subscription to the newsletter: the double opt-in link. */
export interface NewsletterConfirmData extends NamedData {
  /** `/subscriptions?confirm=<token>`, made absolute by the template. */
  linkPath: string;
  expiresInMinutes: number;
}

export const newsletterConfirm: MailTemplate<NewsletterConfirmData> = {
  ar: (d, c) => ({
    subject: 'أكّد اشتراكك في النشرة الإخبارية',
    blocks: [
      paragraph(`طلبتَ الاشتراك في النشرة الإخبارية لـ ${c.siteName}. لتفعيل الاشتراك، أكّده بنقرة واحدة:`),
      button('تأكيد الاشتراك', c.link(d.linkPath)),
      note(`تنتهي صلاحية هذا الرابط خلال ${duration('ar', d.expiresInMinutes)}.`),
      note('إذا لم تطلب هذا الاشتراك، تجاهل هذه الرسالة ولن تصلك أي نشرة.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Confirmez votre inscription à la lettre d’information',
    blocks: [
      paragraph(
        `Vous avez demandé à recevoir la lettre d’information de ${c.siteName}. Pour l’activer, confirmez en un clic :`,
      ),
      button('Confirmer mon inscription', c.link(d.linkPath)),
      note(`Ce lien expire dans ${duration('fr', d.expiresInMinutes)}.`),
      note('Si vous n’avez rien demandé, ignorez ce message : vous ne recevrez aucune lettre.'),
    ],
  }),
  en: (d, c) => ({
    subject: 'Confirm your newsletter subscription',
    blocks: [
      paragraph(`You asked to receive the ${c.siteName} newsletter. To start it, confirm in one click:`),
      button('Confirm my subscription', c.link(d.linkPath)),
      note(`This link expires in ${duration('en', d.expiresInMinutes)}.`),
      note('If you did not ask for it, ignore this email: you will receive no newsletter.'),
    ],
  }),
};
