import type { Block } from './layout';
import { note, paragraph, type MailTemplate, type NamedData } from './copy';

/** To whoever wrote on the contact page: a copy of their message, so they keep what they sent. */
export interface ContactCopyData extends NamedData {
  subject: string;
  /** The message as typed. */
  message: string;
}

/** A message as its writer typed it: one isolated paragraph per line, so its direction is its own. */
export function quotedLines(text: string): Block[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => paragraph({ quote: line }));
}

export const contactCopy: MailTemplate<ContactCopyData> = {
  ar: (d, c) => ({
    subject: `تلقّينا رسالتك: ${d.subject}`,
    blocks: [
      paragraph(
        `شكراً لتواصلك مع ${c.siteName}. تلقّينا رسالتك وسيردّ عليك فريقنا بالبريد الإلكتروني في أقرب وقت.`,
      ),
      paragraph('الموضوع: ', { quote: d.subject }),
      paragraph('رسالتك:'),
      ...quotedLines(d.message),
      note('إذا لم تكتب هذه الرسالة، يمكنك تجاهل هذا البريد.'),
    ],
  }),
  fr: (d, c) => ({
    subject: `Nous avons bien reçu votre message : ${d.subject}`,
    blocks: [
      paragraph(
        `Merci d’avoir écrit à ${c.siteName}. Nous avons bien reçu votre message ; notre équipe vous répondra par e-mail dès que possible.`,
      ),
      paragraph('Objet : ', { quote: d.subject }),
      paragraph('Votre message :'),
      ...quotedLines(d.message),
      note('Si vous n’avez pas écrit ce message, vous pouvez ignorer cet e-mail.'),
    ],
  }),
  en: (d, c) => ({
    subject: `We received your message: ${d.subject}`,
    blocks: [
      paragraph(
        `Thank you for writing to ${c.siteName}. We received your message; our team will answer by email as soon as possible.`,
      ),
      paragraph('Subject: ', { quote: d.subject }),
      paragraph('Your message:'),
      ...quotedLines(d.message),
      note('If you did not write this message, you can ignore this email.'),
    ],
  }),
};
