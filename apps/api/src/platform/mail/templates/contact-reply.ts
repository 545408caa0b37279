import { paragraph, type MailTemplate, type NamedData } from './copy';
import { quotedLines } from './contact-copy';

/** A staff member's answer to a message of the contact page, quoting the message it answers. */
export interface ContactReplyData extends NamedData {
  subject: string;
  /** The staff's answer, as typed. */
  reply: string;
  /** The sender's original message. */
  original: string;
}

export const contactReply: MailTemplate<ContactReplyData> = {
  ar: (d, c) => ({
    subject: `ردّ على رسالتك: ${d.subject}`,
    blocks: [
      paragraph(`ردّ فريق ${c.siteName} على رسالتك:`),
      ...quotedLines(d.reply),
      paragraph('رسالتك الأصلية — ', { quote: d.subject }, ':'),
      ...quotedLines(d.original),
      paragraph('لأي سؤال آخر، راسلنا من جديد عبر صفحة الاتصال.'),
    ],
  }),
  fr: (d, c) => ({
    subject: `Réponse à votre message : ${d.subject}`,
    blocks: [
      paragraph(`L’équipe de ${c.siteName} a répondu à votre message :`),
      ...quotedLines(d.reply),
      paragraph('Votre message d’origine — ', { quote: d.subject }, ' :'),
      ...quotedLines(d.original),
      paragraph('Pour toute autre question, écrivez-nous à nouveau depuis la page de contact.'),
    ],
  }),
  en: (d, c) => ({
    subject: `Reply to your message: ${d.subject}`,
    blocks: [
      paragraph(`The ${c.siteName} team replied to your message:`),
      ...quotedLines(d.reply),
      paragraph('Your original message — ', { quote: d.subject }, ':'),
      ...quotedLines(d.original),
      paragraph('For any other question, write to us again from the contact page.'),
    ],
  }),
};
