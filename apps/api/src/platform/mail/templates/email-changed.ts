import { button, maskEmail, paragraph, type MailTemplate, type NamedData } from './copy';

/** Notice to the OLD address once the change is applied (OWASP ASVS V2.2.3). */
export interface EmailChangedData extends NamedData {
  /** The new address; the mail shows it masked (ja•••@example.com). */
  newEmail: string;
}

const CONTACT_PATH = '/contact-us';

export const emailChanged: MailTemplate<EmailChangedData> = {
  ar: (d, c) => ({
    subject: 'تم تغيير بريدك الإلكتروني',
    blocks: [
      paragraph(
        `تم تغيير البريد الإلكتروني لحسابك في ${c.siteName} إلى `,
        { ltr: maskEmail(d.newEmail) },
        '. ستصلك رسائلنا من الآن فصاعداً على العنوان الجديد.',
      ),
      paragraph('إذا لم تكن أنت من قام بذلك، فاتصل بنا فوراً:'),
      button('اتصل بنا', c.link(CONTACT_PATH)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre adresse e-mail a été modifiée',
    blocks: [
      paragraph(
        `L'adresse e-mail de votre compte ${c.siteName} a été remplacée par `,
        { ltr: maskEmail(d.newEmail) },
        '. Nos messages seront désormais envoyés à cette nouvelle adresse.',
      ),
      paragraph("Si ce n'est pas vous, contactez-nous immédiatement :"),
      button('Nous contacter', c.link(CONTACT_PATH)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your email address was changed',
    blocks: [
      paragraph(
        `The email address of your ${c.siteName} account was changed to `,
        { ltr: maskEmail(d.newEmail) },
        '. From now on, our messages will go to the new address.',
      ),
      paragraph('If it was not you, contact us right away:'),
      button('Contact us', c.link(CONTACT_PATH)),
    ],
  }),
};
